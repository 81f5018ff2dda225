// swift-tools-version:6.1
// OpenRx — reactive programming for Swift. MIT licence.

import CompilerPluginSupport
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6)
]

let package = Package(
    name: "OpenRx",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .library(name: "OpenRx", targets: ["OpenRx"]),
        .library(name: "OpenRxCocoa", targets: ["OpenRxCocoa"]),
        .library(name: "OpenRxTest", targets: ["OpenRxTest"]),
        .library(name: "OpenRxBlocking", targets: ["OpenRxBlocking"]),
        // Seeing a running pipeline: what every subscription did, where your code made it, and error paths.
        .library(name: "OpenRxInspector", targets: ["OpenRxInspector"]),
        // Two-way binding, `<->` (ReactiveCocoa's channels), kept out of the RxCocoa stand-in.
        .library(name: "OpenRxChannels", targets: ["OpenRxChannels"]),
        // ReactiveCocoa's ideas on OpenRx (commands, properties, `<~`): opt-in, re-exported by nothing.
        .library(name: "OpenRxReactiveCocoa", targets: ["OpenRxReactiveCocoa"]),
        .executable(name: "openrx-demo", targets: ["OpenRxDemo"]),
        // RxCocoa on GTK 4 (Linux): `widget.rx.…` bindings. Needs the `GTK` trait and `libgtk-4-dev`.
        .library(name: "OpenRxGTK", targets: ["OpenRxGTK"]),
        // The GTK example app (counter, debounced search, login form): `swift run --traits GTK openrx-gtk-demo`.
        .executable(name: "openrx-gtk-demo", targets: ["OpenRxGTKDemo"]),
        // RxSwift's product names, each a module that re-exports the OpenRx module it stands for, so that
        // a dependency graph that names RxSwift by URL can be mirrored to OpenRx (README, "Switching an
        // existing app"). As in RxSwift, RxRelay, RxCocoa, RxTest and RxBlocking depend on the RxSwift module
        // (and RxCocoa on RxRelay), so a target that names only RxTest can still `import RxSwift`.
        .library(name: "RxSwift", targets: ["RxSwift"]),
        .library(name: "RxRelay", targets: ["RxRelay"]),
        .library(name: "RxCocoa", targets: ["RxCocoa"]),
        .library(name: "RxTest", targets: ["RxTest"]),
        .library(name: "RxBlocking", targets: ["RxBlocking"]),
        // RxSwift's dynamic variants, which some manifests name.
        .library(name: "RxSwift-Dynamic", type: .dynamic, targets: ["RxSwift"]),
        .library(name: "RxRelay-Dynamic", type: .dynamic, targets: ["RxRelay"]),
        .library(name: "RxCocoa-Dynamic", type: .dynamic, targets: ["RxCocoa"]),
        .library(name: "RxTest-Dynamic", type: .dynamic, targets: ["RxTest"]),
        .library(name: "RxBlocking-Dynamic", type: .dynamic, targets: ["RxBlocking"]),
    ],
    // SE-0450. `Macros` adds method interception by macro to OpenRxReactiveCocoa; off by default, so no
    // build — and no resolution, for a package that depends on OpenRx — involves swift-syntax unless asked.
    traits: [
        .trait(
            name: "Macros", description: "Method interception by macro in OpenRxReactiveCocoa (builds swift-syntax)."),
        // SE-0450 again: `GTK` builds OpenRxGTK against the system's GTK 4 (Debian: libgtk-4-dev). Off by
        // default, so the README's `swift run openrx-demo` and `swift test` need no GTK on the machine.
        .trait(name: "GTK", description: "RxCocoa bindings for GTK 4 widgets in OpenRxGTK (needs libgtk-4-dev)."),
        // `StrictConcurrency` makes every operator closure `@Sendable` (`RxClosure`): in the Swift 6 language
        // mode a closure that races does not compile. Off by default: RxSwift's signatures.
        // `Inspector` compiles OpenRx's recording hooks and OpenRxInspector: off by default, so a build that does
        // not ask for it is the build it was, instruction for instruction (Documentation/Contracts.md, "Inspection").
        .trait(
            name: "Inspector",
            description: "OpenRxInspector: record running pipelines (OpenRx's recording hooks are compiled in)."),
        .trait(
            name: "StrictConcurrency",
            description: "Operator closures are @Sendable: racy map/do/filter closures do not compile in Swift 6."),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "602.0.0"..<"604.0.0")
    ],
    targets: [
        // C11 atomics: one code path on every platform (Synchronization.Atomic needs macOS 15).
        .target(name: "COpenRxAtomics"),
        .target(name: "OpenRx", dependencies: ["COpenRxAtomics"], swiftSettings: strict),
        .target(name: "OpenRxCocoa", dependencies: ["OpenRx"], swiftSettings: strict),
        .target(name: "OpenRxTest", dependencies: ["OpenRx"], swiftSettings: strict),
        .target(name: "OpenRxBlocking", dependencies: ["OpenRx"], swiftSettings: strict),
        // Recording what subscriptions do, for a text tree, a Perfetto timeline and an HTML graph (opt-in).
        .target(name: "OpenRxInspector", dependencies: ["OpenRx", "COpenRxAtomics"], swiftSettings: strict),
        .target(name: "OpenRxChannels", dependencies: ["OpenRx", "OpenRxCocoa"], swiftSettings: strict),
        .target(
            name: "OpenRxReactiveCocoa",
            dependencies: [
                "OpenRx", "OpenRxCocoa",
                .target(name: "OpenRxReactiveCocoaMacros", condition: .when(traits: ["Macros"])),
            ],
            swiftSettings: strict),
        // Every swift-syntax dependency is conditioned on the trait (and the source is under `#if Macros`):
        // an unconditional one would make every package that depends on OpenRx resolve swift-syntax.
        .macro(
            name: "OpenRxReactiveCocoaMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(
                    name: "SwiftCompilerPlugin", package: "swift-syntax", condition: .when(traits: ["Macros"])),
                .product(name: "SwiftDiagnostics", package: "swift-syntax", condition: .when(traits: ["Macros"])),
            ],
            swiftSettings: strict),
        // GTK 4's C API (pkg-config `gtk4`). Only targets built with the `GTK` trait depend on it, and their
        // sources are under `#if GTK`: without the trait nothing reads gtk4.pc or links GTK.
        .systemLibrary(name: "CGtk4", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(
            name: "OpenRxGTK",
            dependencies: ["OpenRx", "OpenRxCocoa", .target(name: "CGtk4", condition: .when(traits: ["GTK"]))],
            swiftSettings: strict),
        // The example app's window, a library so that the tests can render it.
        .target(
            name: "OpenRxGTKExample",
            dependencies: ["OpenRx", "OpenRxCocoa", "OpenRxGTK", "OpenRxExamples"],
            swiftSettings: strict),
        // RxExample's screens' view models and stub services, platform-neutral (tested on virtual time).
        .target(name: "OpenRxExamples", dependencies: ["OpenRx", "OpenRxCocoa"], swiftSettings: strict),
        // The operators' marble diagrams, drawn from real runs on TestScheduler (`swift run openrx-marbles`).
        .executableTarget(
            name: "openrx-marbles", dependencies: ["OpenRx", "OpenRxCocoa", "OpenRxTest"],
            path: "Sources/OpenRxMarbles",
            swiftSettings: strict),
        .executableTarget(
            name: "OpenRxGTKDemo",
            dependencies: [
                "OpenRx", "OpenRxGTK", "OpenRxGTKExample",
                .target(name: "CGtk4", condition: .when(traits: ["GTK"])),
            ],
            swiftSettings: strict),
        .target(
            name: "RxSwift", dependencies: ["OpenRx"], path: "Sources/Compatibility/RxSwift",
            swiftSettings: strict),
        .target(
            name: "RxRelay", dependencies: ["OpenRx", "RxSwift"], path: "Sources/Compatibility/RxRelay",
            swiftSettings: strict),
        .target(
            name: "RxCocoa", dependencies: ["OpenRx", "OpenRxCocoa", "RxSwift", "RxRelay"],
            path: "Sources/Compatibility/RxCocoa",
            swiftSettings: strict),
        .target(
            name: "RxTest", dependencies: ["OpenRxTest", "RxSwift"], path: "Sources/Compatibility/RxTest",
            swiftSettings: strict),
        .target(
            name: "RxBlocking", dependencies: ["OpenRxBlocking", "RxSwift"], path: "Sources/Compatibility/RxBlocking",
            swiftSettings: strict),
        .executableTarget(
            name: "OpenRxDemo", dependencies: ["OpenRx", "OpenRxCocoa", "OpenRxReactiveCocoa", "OpenRxInspector"],
            swiftSettings: strict),
        .testTarget(
            name: "OpenRxTests",
            dependencies: [
                "OpenRx", "OpenRxCocoa", "OpenRxTest", "OpenRxBlocking", "OpenRxChannels", "OpenRxExamples",
                // The lock word's own tests (Synchronization/LockWordTests).
                "COpenRxAtomics",
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenRxInspectorTests", dependencies: ["OpenRx", "OpenRxCocoa", "OpenRxInspector", "OpenRxTest"],
            swiftSettings: strict),
        // The macros' expansions and diagnostics (built with `--traits Macros` only).
        .testTarget(
            name: "OpenRxReactiveCocoaMacrosTests",
            dependencies: [
                .target(name: "OpenRxReactiveCocoaMacros", condition: .when(traits: ["Macros"])),
                .product(
                    name: "SwiftSyntaxMacrosTestSupport", package: "swift-syntax",
                    condition: .when(traits: ["Macros"])),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "OpenRxReactiveCocoaTests",
            dependencies: ["OpenRxReactiveCocoa", "OpenRx", "OpenRxCocoa", "OpenRxTest"],
            swiftSettings: strict
        ),
        // GTK widgets in a real (virtual) display: `xvfb-run swift test --traits GTK` (empty without the trait).
        .testTarget(
            name: "OpenRxGTKTests",
            dependencies: [
                "OpenRx", "OpenRxCocoa", "OpenRxTest", "OpenRxGTK", "OpenRxGTKExample", "OpenRxReactiveCocoa",
                .target(name: "CGtk4", condition: .when(traits: ["GTK"])),
            ],
            swiftSettings: strict
        ),
        // An app's GTK code and intercepted classes in Swift 5 mode: RxCocoa's patterns compile as they do against
        // UIKit (the GTK files need the `GTK` trait, the interception file the `Macros` trait).
        .testTarget(
            name: "OpenRxGTKSwift5Tests",
            dependencies: ["OpenRx", "OpenRxCocoa", "OpenRxGTK", "OpenRxReactiveCocoa"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Application code in Swift 6 mode, with no escape hatches: it must build without a diagnostic
        // (Documentation/Contracts.md, "Sendable").
        .testTarget(
            name: "Swift6ApplicationTests",
            dependencies: ["OpenRx", "OpenRxCocoa"],
            swiftSettings: strict
        ),
        // Swift 5 language mode: RxSwift's behaviour, with no isolation hop (Contracts.md, "Swift 6 isolation").
        .testTarget(
            name: "Swift5ModeTests",
            dependencies: ["OpenRx"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Code written for RxSwift, compiled against the compatibility modules.
        .testTarget(
            name: "CompatibilityTests",
            dependencies: ["RxSwift", "RxRelay", "RxCocoa", "RxTest", "RxBlocking"],
            swiftSettings: strict
        ),
    ]
)
