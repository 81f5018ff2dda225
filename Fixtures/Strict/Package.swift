// swift-tools-version:6.1
// OpenRx — reactive programming for Swift. MIT licence.
//
// The strict mode (OpenRx's trait `StrictConcurrency`) as an app uses it; built by Scripts/strict-test.sh, not
// as part of OpenRx. StrictApp (Swift 6) must build clean and run: pure operator closures compile and run where
// the chain runs them. LegacyLibrary (Swift 5 mode) is RxSwift-style code in the same graph: it must build with
// no error. With OPENRX_RACY_SHAPE=<file in RacyShapes/>, a target `RacyShape` of that one file is added: the
// script checks that it does not compile in the strict mode, with the diagnostic its first line names, and that
// it does compile without the mode (the fixture's default trait `Strict`, off with --disable-default-traits).

import Foundation
import PackageDescription

// A path dependency's identity is its folder's name, which depends on where the repository is cloned.
let rootIdentity = URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent()
    .deletingLastPathComponent().lastPathComponent

var targets: [Target] = [
    .target(
        name: "LegacyLibrary",
        dependencies: [.product(name: "OpenRx", package: rootIdentity)],
        swiftSettings: [.swiftLanguageMode(.v5)]),
    .executableTarget(
        name: "StrictApp",
        dependencies: [
            "LegacyLibrary",
            .product(name: "OpenRx", package: rootIdentity),
            .product(name: "OpenRxCocoa", package: rootIdentity),
        ],
        swiftSettings: [.swiftLanguageMode(.v6)]),
]
if let shape = Context.environment["OPENRX_RACY_SHAPE"] {
    targets.append(
        .target(
            name: "RacyShape",
            dependencies: [
                .product(name: "OpenRx", package: rootIdentity),
                .product(name: "OpenRxCocoa", package: rootIdentity),
            ],
            path: "RacyShapes", sources: [shape], swiftSettings: [.swiftLanguageMode(.v6)]))
}

let package = Package(
    name: "Strict",
    traits: [
        .trait(name: "Strict", description: "Builds OpenRx with its StrictConcurrency trait."),
        .default(enabledTraits: ["Strict"]),
    ],
    dependencies: [
        .package(
            path: "../..", traits: [.trait(name: "StrictConcurrency", condition: .when(traits: ["Strict"]))])
    ],
    targets: targets
)
