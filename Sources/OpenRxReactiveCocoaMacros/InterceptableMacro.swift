// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import SwiftDiagnostics
    import SwiftSyntax
    import SwiftSyntaxBuilder
    import SwiftSyntaxMacros

    /// `@Interceptable`: adds the interception table, the `Interception` list of intercepted methods, and
    /// the conformances.
    public struct InterceptableMacro: MemberMacro, ExtensionMacro {
        /// The members: the interception table and the `Interception` list (one property per intercepted
        /// method); diagnoses a non-class and two intercepted methods with one base name.
        public static func expansion(
            of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
            conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
        ) throws -> [DeclSyntax] {
            guard let type = declaration.as(ClassDeclSyntax.self) else {
                context.diagnose(
                    Diagnostic(node: node, message: InterceptionDiagnostic.notAClass))
                return []
            }
            let isPublic = type.modifiers.contains { ["public", "open"].contains($0.name.text) }
            let access = isPublic ? "public " : ""
            var seen: [String: String] = [:]
            var properties: [String] = []
            for member in type.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self),
                    InterceptedSignature.isIntercepted(function)
                else { continue }
                let signature = InterceptedSignature(function)
                if let other = seen[signature.baseName] {
                    context.diagnose(
                        Diagnostic(
                            node: function.name,
                            message: InterceptionDiagnostic.sameBaseName(signature.fullName, other)))
                    continue
                }
                seen[signature.baseName] = signature.fullName
                properties.append(
                    "\(access)let \(signature.baseName) = InterceptedMethod<\(signature.argumentsType)>(name: \"\(signature.fullName)\")"
                )
            }
            return [
                "\(raw: access)let _rxInterception = InterceptionTable()",
                """
                \(raw: access)struct Interception: InterceptionMethods {
                \(raw: properties.joined(separator: "\n"))
                \(raw: access)init() {}
                }
                """,
            ]
        }

        /// The conformances to `InterceptableObject` and `ReactiveCompatible` the class lacks.
        public static func expansion(
            of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax,
            providingExtensionsOf type: some TypeSyntaxProtocol, conformingTo protocols: [TypeSyntax],
            in context: some MacroExpansionContext
        ) throws -> [ExtensionDeclSyntax] {
            guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
            let list = protocols.map(\.trimmedDescription).joined(separator: ", ")
            return [try ExtensionDeclSyntax("extension \(type.trimmed): \(raw: list) {}")]
        }
    }

    /// The macros' errors.
    enum InterceptionDiagnostic: DiagnosticMessage {
        case notAClass
        case sameBaseName(String, String)
        case notAFunction
        case unsupported(String)
        case missingBody

        var message: String {
            switch self {
            case .notAClass: return "@Interceptable applies to a class"
            case .sameBaseName(let name, let other):
                return "\(name) and \(other) are both intercepted: intercepted methods need distinct base names"
            case .notAFunction: return "@Intercepted applies to a method"
            case .unsupported(let what):
                return "@Intercepted does not support \(what) methods: the call's end would be ambiguous"
            case .missingBody: return "@Intercepted needs a method with a body"
            }
        }

        var diagnosticID: MessageID {
            MessageID(domain: "OpenRxReactiveCocoa", id: "\(self)")
        }

        var severity: DiagnosticSeverity { .error }
    }
#endif
