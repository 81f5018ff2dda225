// OpenRx — reactive programming for Swift. MIT licence.

#if Macros
    import SwiftSyntax

    /// What the macros read of an intercepted method: its names and the tuple of its arguments.
    struct InterceptedSignature {
        /// The base name (`viewWillAppear`).
        let baseName: String
        /// The name with its argument labels (`viewWillAppear(_:)`).
        let fullName: String
        /// The type of the arguments: `Void`, the one parameter's type, or a tuple labelled with the
        /// parameters' names.
        let argumentsType: String
        /// The expression of the arguments, in the method's body.
        let argumentsValue: String

        init(_ function: FunctionDeclSyntax) {
            let parameters = Array(function.signature.parameterClause.parameters)
            baseName = function.name.text
            let labels = parameters.map { "\($0.firstName.text):" }.joined()
            fullName = "\(baseName)(\(labels))"
            let names = parameters.map { ($0.secondName ?? $0.firstName).text }
            let types = parameters.map { $0.type.trimmedDescription }
            switch parameters.count {
            case 0:
                argumentsType = "Void"
                argumentsValue = "()"
            case 1:
                argumentsType = types[0]
                argumentsValue = names[0]
            default:
                argumentsType = "(" + zip(names, types).map { "\($0): \($1)" }.joined(separator: ", ") + ")"
                argumentsValue = "(" + names.map { "\($0): \($0)" }.joined(separator: ", ") + ")"
            }
        }

        /// Whether `function` carries the `@Intercepted` attribute.
        static func isIntercepted(_ function: FunctionDeclSyntax) -> Bool {
            function.attributes.contains { element in
                element.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Intercepted"
            }
        }
    }
#endif
