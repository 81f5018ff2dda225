// OpenRx — reactive programming for Swift. MIT licence.

#if Inspector
    import Foundation

    /// Turns the call stacks recorded when producers were made into the operator the user called and the line
    /// where the user called it.
    ///
    /// The return addresses are mapped to their binary through `/proc/self/maps` and resolved, with inlined
    /// frames, by `llvm-symbolizer` (the Swift toolchain ships it; `OPENRX_SYMBOLIZER` names another), from the
    /// binaries' debug information; function names are demangled by the Swift runtime. The user's frame is the
    /// first with a source file outside OpenRx's library sources; the operator is the OpenRx function it called.
    /// Without the tool or debug information, locations are unknown and operators are named by their kind.
    struct Symbolizer {
        /// A resolved frame.
        struct Frame {
            let function: String
            let file: String
            let line: Int
            let column: Int
        }

        /// What a call stack says about the operator call.
        struct OperatorCall {
            let name: String?
            let location: InspectedLocation?
        }

        /// The directories of OpenRx's library modules: frames there are OpenRx's, not the user's.
        static let librarySources: [String] = {
            let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            let modules = [
                "OpenRx", "OpenRxCocoa", "OpenRxTest", "OpenRxBlocking", "OpenRxChannels", "OpenRxReactiveCocoa",
                "OpenRxGTK", "OpenRxInspector", "Compatibility",
            ]
            return modules.map { sources.appendingPathComponent($0).path + "/" }
        }()

        /// The inspector's own directory: its frames are the recording's, not an operator's.
        static let inspectorSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/"

        /// The operator call of each stack.
        static func operatorCalls(_ stacks: [[UInt]]) -> [OperatorCall] {
            let frames = resolve(Set(stacks.joined()))
            return stacks.map { stack in operatorCall(stack.flatMap { frames[$0] ?? [] }) }
        }

        /// The operator call in `frames` (innermost first).
        static func operatorCall(_ frames: [Frame]) -> OperatorCall {
            guard let user = frames.firstIndex(where: { isSourceFile($0.file) && !isLibrary($0.file) }) else {
                return OperatorCall(name: nil, location: nil)
            }
            // OpenRx's frames name the operator; the recording's own (the inspector, OpenRx's hooks) do not.
            let operatorFrames = frames[..<user].filter { frame in
                isLibrary(frame.file) && !frame.file.hasPrefix(inspectorSources)
                    && !frame.file.hasSuffix("/Core/Inspection.swift")
            }
            let name = operatorFrames.reversed().lazy.compactMap { operatorName($0.function) }.first
            let frame = frames[user]
            return OperatorCall(
                name: name, location: InspectedLocation(file: frame.file, line: frame.line, column: frame.column))
        }

        private static func isSourceFile(_ file: String) -> Bool {
            file.hasSuffix(".swift")
        }

        private static func isLibrary(_ file: String) -> Bool {
            librarySources.contains { file.hasPrefix($0) }
        }

        /// The name of the function a demangled symbol names, if it is an operator an app calls: not a closure,
        /// thunk or initializer.
        static func operatorName(_ demangled: String) -> String? {
            var text = Substring(demangled)
            for prefix in ["merged ", "generic specialization ", "function signature specialization "]
            where text.hasPrefix(prefix) {
                guard let of = text.range(of: " of ") else { return nil }
                text = text[of.upperBound...]
            }
            if text.hasPrefix("static ") { text = text.dropFirst("static ".count) }
            if text.hasPrefix("(extension in "), let close = text.firstIndex(of: ":") {
                text = text[text.index(after: close)...]
            }
            for word in ["closure", "thunk", "partial apply", "reabstraction", "protocol witness", "outlined"]
            where text.contains(word) {
                return nil
            }
            var depth = 0
            var end = text.endIndex
            for index in text.indices {
                switch text[index] {
                case "<": depth += 1
                case ">": depth -= 1
                case "(" where depth == 0: end = index
                default: continue
                }
                if end != text.endIndex { break }
            }
            var path = text[..<end]
            if path.hasSuffix(">"), let generic = path.firstIndex(of: "<") { path = path[..<generic] }
            guard let name = path.split(separator: ".").last.map(String.init),
                let first = name.first, first.isLetter, !name.contains("init")
            else { return nil }
            // `subscribe(on:)` is an operator; the other `subscribe` calls are the subscriber's.
            guard name.hasPrefix("subscribe") else { return name }
            return text[end...].hasPrefix("(on:") ? "subscribe(on:)" : nil
        }

        /// The frames (innermost first, inlined ones included) of each address.
        private static func resolve(_ addresses: Set<UInt>) -> [UInt: [Frame]] {
            guard let tool = symbolizerPath(), !addresses.isEmpty else { return [:] }
            let maps = MemoryMaps()
            var queries: [(UInt, String)] = []
            for address in addresses {
                guard let (path, offset) = maps.locate(address) else { continue }
                // A return address is after the call: look up the call itself.
                queries.append((address, "\"\(path)\" 0x\(String(offset - 1, radix: 16))"))
            }
            guard let output = run(tool, input: queries.map(\.1).joined(separator: "\n") + "\n") else { return [:] }
            var frames: [UInt: [Frame]] = [:]
            for (query, line) in zip(queries, output.split(separator: "\n", omittingEmptySubsequences: true)) {
                guard let data = line.data(using: .utf8),
                    let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                    let symbols = object["Symbol"] as? [[String: Any]]
                else { continue }
                frames[query.0] = symbols.map { symbol in
                    Frame(
                        function: demangle(symbol["FunctionName"] as? String ?? ""),
                        file: symbol["FileName"] as? String ?? "", line: symbol["Line"] as? Int ?? 0,
                        column: symbol["Column"] as? Int ?? 0)
                }
            }
            return frames
        }

        /// `llvm-symbolizer`: `OPENRX_SYMBOLIZER`, else beside `swift` or on the `PATH`.
        private static func symbolizerPath() -> String? {
            let environment = ProcessInfo.processInfo.environment
            if let path = environment["OPENRX_SYMBOLIZER"] { return path }
            let directories = (environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
            return directories.map { $0 + "/llvm-symbolizer" }.first {
                FileManager.default.isExecutableFile(atPath: $0)
            }
        }

        private static func run(_ tool: String, input: String) -> String? {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = ["--output-style=JSON", "--inlines", "--functions=linkage"]
            let stdin = Pipe()
            let stdout = Pipe()
            process.standardInput = stdin
            process.standardOutput = stdout
            process.standardError = FileHandle.nullDevice
            do { try process.run() } catch { return nil }
            // Write on another thread: the tool's output could fill the pipe while we are still writing.
            let data = Data(input.utf8)
            let writer = Thread {
                stdin.fileHandleForWriting.write(data); try? stdin.fileHandleForWriting.close()
            }
            writer.start()
            let output = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: output, as: UTF8.self)
        }

        private static func demangle(_ name: String) -> String {
            guard name.hasPrefix("$s") || name.hasPrefix("_$s") else { return name }
            return name.withCString { mangled in
                guard let demangled = swiftDemangle(mangled, UInt(strlen(mangled)), nil, nil, 0) else { return name }
                defer { free(demangled) }
                return String(cString: demangled)
            }
        }
    }

    @_silgen_name("swift_demangle")
    private func swiftDemangle(
        _ mangledName: UnsafePointer<CChar>?, _ mangledNameLength: UInt, _ outputBuffer: UnsafeMutablePointer<CChar>?,
        _ outputBufferSize: UnsafeMutablePointer<UInt>?, _ flags: UInt32
    ) -> UnsafeMutablePointer<CChar>?

    /// The binaries mapped into this process (`/proc/self/maps`): where each address's binary starts.
    private struct MemoryMaps {
        private var ranges: [(start: UInt, end: UInt, path: String)] = []
        private var bases: [String: UInt] = [:]

        init() {
            // Read to the end: `/proc` reports a size of 0, and `String(contentsOfFile:)` stops after one page,
            // before the binary's lines in a process with many mappings (ThreadSanitizer's shadow memory).
            guard let file = FileHandle(forReadingAtPath: "/proc/self/maps") else { return }
            defer { try? file.close() }
            let maps = String(decoding: file.readDataToEndOfFile(), as: UTF8.self)
            for line in maps.split(separator: "\n") {
                let fields = line.split(separator: " ", omittingEmptySubsequences: true)
                guard fields.count >= 6, fields[5].hasPrefix("/") else { continue }
                let bounds = fields[0].split(separator: "-").compactMap { UInt($0, radix: 16) }
                guard bounds.count == 2, let offset = UInt(fields[2], radix: 16) else { continue }
                let path = fields[5...].joined(separator: " ")
                if offset == 0, bases[path] == nil { bases[path] = bounds[0] }
                ranges.append((bounds[0], bounds[1], path))
            }
        }

        /// The binary of `address` and the address's offset in it.
        func locate(_ address: UInt) -> (String, UInt)? {
            guard let range = ranges.first(where: { $0.start <= address && address < $0.end }),
                let base = bases[range.path], address > base
            else { return nil }
            return (range.path, address - base)
        }
    }
#endif
