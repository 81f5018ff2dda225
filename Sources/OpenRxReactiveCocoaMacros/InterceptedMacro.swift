// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import SwiftDiagnostics
    import SwiftSyntax
    import SwiftSyntaxBuilder
    import SwiftSyntaxMacros

    /// `@Intercepted`: the method's body, between a send of its arguments before it runs and one after it
    /// returns (a `defer`, so every `return` path sends).
    public struct InterceptedMacro: BodyMacro {
        /// The new body: the send before, a deferred send after, then the original statements; diagnoses
        /// throwing and `async` methods (their body is kept as written).
        public static func expansion(
            of node: AttributeSyntax,
            providingBodyFor declaration: some DeclSyntaxProtocol & WithOptionalCodeBlockSyntax,
            in context: some MacroExpansionContext
        ) throws -> [CodeBlockItemSyntax] {
            guard let function = declaration.as(FunctionDeclSyntax.self) else {
                context.diagnose(Diagnostic(node: node, message: InterceptionDiagnostic.notAFunction))
                return []
            }
            guard let body = function.body else {
                context.diagnose(Diagnostic(node: node, message: InterceptionDiagnostic.missingBody))
                return []
            }
            let effects = function.signature.effectSpecifiers
            if effects?.asyncSpecifier != nil {
                context.diagnose(Diagnostic(node: node, message: InterceptionDiagnostic.unsupported("async")))
                return Array(body.statements)
            }
            if effects?.throwsClause != nil {
                context.diagnose(Diagnostic(node: node, message: InterceptionDiagnostic.unsupported("throwing")))
                return Array(body.statements)
            }
            let signature = InterceptedSignature(function)
            let name = "\"\(signature.fullName)\""
            let arguments = signature.argumentsValue
            let before: CodeBlockItemSyntax =
                "_rxInterception.send(\(raw: name), .beforeBody, \(raw: arguments) as \(raw: signature.argumentsType))"
            let after: CodeBlockItemSyntax =
                "_rxInterception.send(\(raw: name), .afterBody, \(raw: arguments) as \(raw: signature.argumentsType))"
            // An empty body has no return path for a `defer` to cover (the compiler warns about one).
            if body.statements.isEmpty { return [before, after] }
            return [before, "defer { \(after) }"] + Array(body.statements)
        }
    }
#endif
