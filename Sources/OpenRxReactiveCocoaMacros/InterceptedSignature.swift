// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import SwiftSyntax

    /// What the macros read of an intercepted method: its names, the tuple of its arguments, and the name of
    /// the static index that links a body to its slot in the interception table.
    struct InterceptedSignature {
        /// The base name (`viewWillAppear`).
        let baseName: String
        /// The name with its argument labels (`viewWillAppear(_:)`).
        let fullName: String
        /// The full name as one identifier: the base name followed by each label, capitalized
        /// (`tableView(_:didSelectRowAt:)` → `tableViewDidSelectRowAt`): the spelling of an intercepted method
        /// whose base name another one shares.
        let fullNameIdentifier: String
        /// The static property the member macro writes with the method's index in the table.
        let indexName: String
        /// The type of the arguments: `Void`, the one parameter's type, or a tuple labelled with the
        /// parameters' names. A variadic parameter is an array; `inout` and `@escaping` are not part of it (an
        /// `inout` argument is sent with its value at the call); a non-escaping closure (a function type without
        /// `@escaping`, or an `@autoclosure`) is a `NonEscapingClosure` standing for it (it may not leave the
        /// call); a type that mentions the method's generic parameters is `Any`.
        let argumentsType: String
        /// The expression of the arguments, in the method's body.
        let argumentsValue: String

        init(_ function: FunctionDeclSyntax) {
            let parameters = Array(function.signature.parameterClause.parameters)
            baseName = function.name.text
            let labels = parameters.map { $0.firstName.text }
            fullName = "\(baseName)(\(labels.map { "\($0):" }.joined()))"
            fullNameIdentifier =
                baseName + labels.filter { $0 != "_" }.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
            indexName = "_rxIndex_" + fullName.map { $0.isLetter || $0.isNumber ? String($0) : "_" }.joined()
            let names = parameters.map { ($0.secondName ?? $0.firstName).text }
            let values = zip(parameters, names).map { parameter, name in
                Self.isNonEscapingClosure(parameter)
                    ? "OpenRxReactiveCocoa.NonEscapingClosure(type: \(Self.literal(parameter.type.trimmedDescription)))"
                    : name
            }
            // A type that mentions the method's own generic parameters cannot be named outside the method (in
            // the class's `Interception` list): such an argument is sent as `Any`.
            let generics = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
            let types = parameters.map { parameter -> String in
                let type = Self.argumentType(parameter)
                return Self.mentions(type, any: generics) ? "Any" : type
            }
            switch parameters.count {
            case 0:
                argumentsType = "Void"
                argumentsValue = "()"
            case 1:
                argumentsType = types[0]
                argumentsValue = values[0]
            default:
                argumentsType = "(" + zip(names, types).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
                argumentsValue = "(" + zip(names, values).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
            }
        }

        /// Whether `parameter` is a closure that may not escape the call: an `@autoclosure` that is not
        /// `@escaping`, or a plain function type (parenthesized or not; an optional one escapes). A function
        /// type named through a type alias cannot be recognized here: mark such a parameter `@escaping`.
        private static func isNonEscapingClosure(_ parameter: FunctionParameterSyntax) -> Bool {
            // A variadic parameter is an array, whose closures escape.
            if parameter.ellipsis != nil { return false }
            var type = parameter.type
            var attributes: Set<String> = []
            while let attributed = type.as(AttributedTypeSyntax.self) {
                for attribute in attributed.attributes {
                    if let name = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription {
                        attributes.insert(name)
                    }
                }
                type = attributed.baseType
            }
            if attributes.contains("escaping") { return false }
            if attributes.contains("autoclosure") { return true }
            while let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first
            {
                type = only.type
            }
            return type.is(FunctionTypeSyntax.self)
        }

        /// `text` as a Swift string literal.
        private static func literal(_ text: String) -> String {
            var literal = "\""
            for character in text {
                if character == "\\" || character == "\"" { literal.append("\\") }
                literal.append(character)
            }
            return literal + "\""
        }

        /// The type a parameter's value has in the body.
        private static func argumentType(_ parameter: FunctionParameterSyntax) -> String {
            if isNonEscapingClosure(parameter) { return "OpenRxReactiveCocoa.NonEscapingClosure" }
            var type = parameter.type
            // `inout T`, `@escaping (…) -> …`, `@autoclosure () -> T`: the value's type is T or the function.
            while let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            }
            let text = type.trimmedDescription
            return parameter.ellipsis == nil ? text : "[\(text)]"
        }

        /// Whether the type `text` mentions one of the identifiers `names`.
        private static func mentions(_ text: String, any names: Set<String>) -> Bool {
            guard !names.isEmpty else { return false }
            var identifier = ""
            for character in text + " " {
                if character.isLetter || character.isNumber || character == "_" {
                    identifier.append(character)
                } else {
                    if names.contains(identifier) { return true }
                    identifier = ""
                }
            }
            return false
        }

        /// Whether `function` carries the `@Intercepted` attribute.
        static func isIntercepted(_ function: FunctionDeclSyntax) -> Bool {
            function.attributes.contains { element in
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Intercepted"
            }
        }
    }
#endif
