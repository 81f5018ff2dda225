// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import SwiftDiagnostics
    import SwiftSyntax
    import SwiftSyntaxBuilder
    import SwiftSyntaxMacros

    /// `@Intercepted`: the method's body, run as written inside a closure called at once, between a send of its
    /// arguments before it runs and one after it returned normally. The closure keeps the body's own rules —
    /// an implicit return, an `if` or `switch` expression, `return` anywhere, `try` and `await` — and its
    /// isolation; a throw leaves the body without the second send (RxCocoa's `methodInvoked` does not fire on
    /// an exception).
    public struct InterceptedMacro: BodyMacro {
        /// The new body; diagnoses what cannot be intercepted (a `rethrows` method, a method outside the body of
        /// a class or an actor).
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
            // The method must be a member of a class's or an actor's body (the member macro makes the table from
            // that body): the nearest enclosing declaration or closure must be one. A local function's nearest is
            // its function.
            let enclosing = context.lexicalContext.first {
                $0.is(ClassDeclSyntax.self) || $0.is(ActorDeclSyntax.self) || $0.is(StructDeclSyntax.self)
                    || $0.is(EnumDeclSyntax.self) || $0.is(ProtocolDeclSyntax.self) || $0.is(ExtensionDeclSyntax.self)
                    || $0.is(FunctionDeclSyntax.self) || $0.is(ClosureExprSyntax.self) || $0.is(AccessorDeclSyntax.self)
                    || $0.is(InitializerDeclSyntax.self) || $0.is(DeinitializerDeclSyntax.self)
            }
            guard let enclosing, enclosing.is(ClassDeclSyntax.self) || enclosing.is(ActorDeclSyntax.self) else {
                context.diagnose(Diagnostic(node: node, message: InterceptionDiagnostic.outsideTypeBody))
                return Array(body.statements)
            }
            // The table is the class's own only with `@Interceptable`, or inherited from a superclass that has it:
            // a class that inherits nothing (or an actor) needs the attribute.
            if let missing = Self.typeMissingInterceptable(enclosing) {
                context.diagnose(Diagnostic(node: node, message: InterceptionDiagnostic.notInterceptable(missing)))
                return Array(body.statements)
            }
            if function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                context.diagnose(Diagnostic(node: node, message: InterceptionDiagnostic.typeMethod))
                return Array(body.statements)
            }
            let effects = function.signature.effectSpecifiers
            if effects?.throwsClause?.throwsSpecifier.tokenKind == .keyword(.rethrows) {
                context.diagnose(Diagnostic(node: node, message: InterceptionDiagnostic.unsupported("rethrows")))
                return Array(body.statements)
            }
            let signature = InterceptedSignature(function)
            let index = "Self.\(signature.indexName)"
            let arguments = "\(signature.argumentsValue) as \(signature.argumentsType)"
            let before: CodeBlockItemSyntax = "_rxInterception.send(\(raw: index), .beforeBody, \(raw: arguments))"
            let after: CodeBlockItemSyntax = "_rxInterception.send(\(raw: index), .afterBody, \(raw: arguments))"
            // The body's effects, on the closure that runs it and on its call.
            let isAsync = effects?.asyncSpecifier != nil
            let throwsClause = effects?.throwsClause?.trimmedDescription
            let closureEffects = [isAsync ? "async" : nil, throwsClause].compactMap { $0 }.joined(separator: " ")
            let call = [throwsClause != nil ? "try" : nil, isAsync ? "await" : nil].compactMap { $0 }.joined(
                separator: " ")
            let returnType = function.signature.returnClause?.type
            let isVoid = returnType.map { ["Void", "()"].contains($0.trimmedDescription) } ?? true
            // An opaque result type cannot be spelled on a closure: it is inferred there.
            let isOpaque =
                returnType?.is(SomeOrAnyTypeSyntax.self) == true
                && returnType?.as(SomeOrAnyTypeSyntax.self)?.someOrAnySpecifier.tokenKind == .keyword(.some)
            let signatureText =
                "()" + (closureEffects.isEmpty ? "" : " \(closureEffects)")
                + (isVoid ? "" : isOpaque ? "" : " -> \(returnType!.trimmedDescription)")
            let statements = body.statements.trimmedDescription
            let runBody = "{ \(signatureText) in\n\(statements)\n}()"
            let prefix = call.isEmpty ? "" : "\(call) "
            if isVoid {
                // `_ =`: a closure starting a statement would be read as the previous call's trailing closure.
                return [before, "_ = \(raw: prefix)\(raw: runBody)", after]
            }
            return [before, "let _rxResult = \(raw: prefix)\(raw: runBody)", after, "return _rxResult"]
        }

        /// The name of `declaration` — a class that inherits from nothing or an actor — when it lacks
        /// `@Interceptable`; `nil` when it has it, or is a subclass (whose superclass may have it).
        private static func typeMissingInterceptable(_ declaration: Syntax) -> String? {
            let hasAttribute = { (attributes: AttributeListSyntax) in
                attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Interceptable" }
            }
            if let actor = declaration.as(ActorDeclSyntax.self) {
                return hasAttribute(actor.attributes) ? nil : actor.name.text
            }
            if let type = declaration.as(ClassDeclSyntax.self), type.inheritanceClause == nil,
                !hasAttribute(type.attributes)
            {
                return type.name.text
            }
            return nil
        }
    }
#endif
