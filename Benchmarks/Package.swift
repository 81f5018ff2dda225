// swift-tools-version:6.1
// OpenRx — reactive programming for Swift. MIT licence.
//
// The benchmark package: OpenRx side by side with OpenCombine and a hand-written floor.
//     swift run -c release --package-path Benchmarks openrx-bench [--quick] [--filter NAME] [--json PATH]

import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where the repository is cloned.
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "OpenRxBenchmarks",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "openrx-bench", targets: ["OpenRxBench"])
    ],
    traits: [
        .trait(
            name: "Macros", description: "The interception scenarios (OpenRx's Macros trait: builds swift-syntax)."),
        .trait(
            name: "Inspector",
            description: "The recording scenario, and every scenario with OpenRx's recording hooks compiled in."),
    ],
    dependencies: [
        // OpenRx's Macros trait only with this package's (`--traits Macros`: the interception scenarios).
        .package(
            path: "../",
            traits: [
                .trait(name: "Macros", condition: .when(traits: ["Macros"])),
                .trait(name: "Inspector", condition: .when(traits: ["Inspector"])),
            ]),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
    ],
    targets: [
        // Counts heap allocations by interposing malloc and friends (glibc only; elsewhere it reports none).
        .target(name: "MallocCounter"),
        .executableTarget(
            name: "OpenRxBench",
            dependencies: [
                .product(name: "OpenRx", package: rootIdentity),
                .product(name: "OpenRxCocoa", package: rootIdentity),
                .product(name: "OpenRxReactiveCocoa", package: rootIdentity),
                .product(name: "OpenRxInspector", package: rootIdentity, condition: .when(traits: ["Inspector"])),
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
                "MallocCounter",
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
