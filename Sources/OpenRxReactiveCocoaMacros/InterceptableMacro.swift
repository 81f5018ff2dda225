// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import SwiftDiagnostics
    import SwiftSyntax
    import SwiftSyntaxBuilder
    import SwiftSyntaxMacros

    /// `@Interceptable`: adds the interception table (one slot per intercepted method), each method's index in
    /// it, the `Interception` list of intercepted methods, and the conformances.
    public struct InterceptableMacro: MemberMacro, ExtensionMacro {
        /// The members: the table, the methods' indexes (static, read by the bodies `@Intercepted` writes) and
        /// the `Interception` list: a property per method named by its base name when no other intercepted
        /// method shares it, and one named by its full name (`tableViewDidSelectRowAt`) when the full name is
        /// more than the base name. Diagnoses what is neither a class nor an actor, and two intercepted methods with one full name.
        public static func expansion(
            of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
            conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
        ) throws -> [DeclSyntax] {
            guard declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self) else {
                context.diagnose(
                    Diagnostic(node: node, message: InterceptionDiagnostic.notAClass))
                return []
            }
            let isPublic = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) }
            let access = isPublic ? "public " : ""
            // An actor's table is read from outside the actor (subscriptions) and from every isolation.
            let tableIsolation = declaration.is(ActorDeclSyntax.self) ? "nonisolated " : ""
            let signatures = declaration.memberBlock.members.compactMap {
                member -> (FunctionDeclSyntax, InterceptedSignature)? in
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    InterceptedSignature.isIntercepted(function)
                else { return nil }
                return (function, InterceptedSignature(function))
            }
            var seenFullNames: [String: String] = [:]
            var methods: [InterceptedSignature] = []
            for (function, signature) in signatures {
                if let other = seenFullNames[signature.fullNameIdentifier] {
                    context.diagnose(
                        Diagnostic(
                            node: function.name,
                            message: InterceptionDiagnostic.sameFullName(signature.fullName, other)))
                    continue
                }
                seenFullNames[signature.fullNameIdentifier] = signature.fullName
                methods.append(signature)
            }
            var baseNameCounts: [String: Int] = [:]
            for signature in methods { baseNameCounts[signature.baseName, default: 0] += 1 }
            var properties: [String] = []
            var indexes: [DeclSyntax] = []
            for (index, signature) in methods.enumerated() {
                let method =
                    "InterceptedMethod<\(signature.argumentsType)>(name: \"\(signature.fullName)\", index: \(index))"
                // The base name names the method when no other shares it, or when it is the method's full name
                // (`reload()` beside `reload(animated:)`).
                if baseNameCounts[signature.baseName] == 1 || signature.fullNameIdentifier == signature.baseName {
                    properties.append("\(access)let \(signature.baseName) = \(method)")
                }
                if signature.fullNameIdentifier != signature.baseName {
                    properties.append("\(access)let \(signature.fullNameIdentifier) = \(method)")
                }
                indexes.append("\(raw: access)static var \(raw: signature.indexName): Int { \(raw: index) }")
            }
            // A base name several methods share names none of them: refused where it is used, with the full names
            // to write instead.
            let fullNames = Set(methods.map(\.fullNameIdentifier))
            for (baseName, count) in baseNameCounts.sorted(by: { $0.key < $1.key })
            where count > 1 && !fullNames.contains(baseName) {
                let choices = methods.filter { $0.baseName == baseName }.map { "\\\\.\($0.fullNameIdentifier)" }
                let message =
                    "\(baseName) names \(count) intercepted methods: write "
                    + choices.joined(separator: " or ")
                properties.append(
                    """
                    @available(*, unavailable, message: "\(message)")
                    \(access)var \(baseName): InterceptedMethod<Never> { fatalError() }
                    """)
            }
            return [
                "\(raw: access)\(raw: tableIsolation)let _rxInterception = InterceptionTable(argumentTypes: [\(raw: methods.map { "(\($0.argumentsType)).self" }.joined(separator: ", "))])"
            ] + indexes + [
                """
                \(raw: access)struct Interception: InterceptionMethods {
                \(raw: properties.joined(separator: "\n"))
                \(raw: access)init() {}
                }
                """
            ]
        }

        /// The conformances to `InterceptableObject` and `ReactiveCompatible` the class lacks.
        public static func expansion(
            of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
            providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
            in context: some MacroExpansionContext
        ) throws -> [ExtensionDeclSyntax] {
            guard declaration.is(ClassDeclSyntax.self) || declaration.is(ActorDeclSyntax.self), !protocols.isEmpty
            else { return [] }
            let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
            return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
        }
    }

    /// The macros' errors.
    enum InterceptionDiagnostic: DiagnosticMessage {
        case notAClass
        case outsideTypeBody
        case typeMethod
        case sameFullName(String, String)
        case notAFunction
        case unsupported(String)
        case missingBody
        case notInterceptable(String)

        var message: String {
            switch self {
            case .notAClass: return "@Interceptable applies to a class or an actor"
            case .outsideTypeBody:
                return
                    "@Intercepted applies to a method declared in the body of an @Interceptable class or actor, or of "
                    + "a subclass: the table of intercepted methods is made from that body"
            case .sameFullName(let name, let other):
                return
                    "\(name) and \(other) are both intercepted: overloads that differ only in their types need distinct "
                    + "names, to be told apart in `rx.methodInvoked(\\.…)`"
            case .typeMethod:
                return
                    "@Intercepted applies to instance methods: a static or class method has no object whose calls to observe"
            case .notAFunction: return "@Intercepted applies to a method"
            case .unsupported(let what):
                return "@Intercepted does not support \(what) methods: declare the method `throws`"
            case .missingBody: return "@Intercepted needs a method with a body"
            case .notInterceptable(let type):
                return "@Intercepted needs @Interceptable on \(type): write @Interceptable before its declaration"
            }
        }

        var diagnosticID: MessageID {
            MessageID(domain: "OpenRxReactiveCocoa", id: "\(self)")
        }

        var severity: DiagnosticSeverity { .error }
    }
#endif
