// OpenRx — reactive programming for Swift. MIT licence.

import OpenRx

/// A key of the calculator (RxExample's `Calculator.Action`).
public enum CalculatorKey: Equatable, Sendable {
    /// Clears everything.
    case clear
    /// Changes the sign of the number shown.
    case changeSign
    /// Divides the number shown by 100.
    case percent
    /// An operator.
    case operation(CalculatorOperator)
    /// Computes the pending operation.
    case equal
    /// Adds a digit.
    case digit(Int)
    /// Adds the decimal point.
    case dot
}

/// The calculator's operators.
public enum CalculatorOperator: Equatable, Sendable {
    /// +, −, ×, ÷ (dividing by zero shows "Error").
    case addition, subtraction, multiplication, division

    func apply(_ left: Double, _ right: Double) -> Double {
        switch self {
        case .addition: return left + right
        case .subtraction: return left - right
        case .multiplication: return left * right
        case .division: return right == 0 ? .nan : left / right
        }
    }
}

/// The calculator's state: what the display shows and the pending operation; keys reduce it (`scan`).
public struct CalculatorState: Equatable, Sendable {
    /// What the display shows.
    public private(set) var display = "0"
    private var pending: (operator: CalculatorOperator, left: Double)?
    private var startsNewNumber = true

    /// The calculator when it is switched on.
    public init() {}

    /// Whether both show the same and would go on the same way.
    public static func == (lhs: CalculatorState, rhs: CalculatorState) -> Bool {
        lhs.display == rhs.display && lhs.startsNewNumber == rhs.startsNewNumber
            && lhs.pending?.operator == rhs.pending?.operator && lhs.pending?.left == rhs.pending?.left
    }

    /// The state after `key`.
    public func reduce(_ key: CalculatorKey) -> CalculatorState {
        var next = self
        switch key {
        case .clear:
            return CalculatorState()
        case .digit(let digit):
            next.display = startsNewNumber || display == "0" ? "\(digit)" : display + "\(digit)"
            next.startsNewNumber = false
        case .dot:
            if startsNewNumber {
                next.display = "0."
            } else if !display.contains(".") {
                next.display = display + "."
            }
            next.startsNewNumber = false
        case .changeSign:
            next.display = Self.format(-value)
        case .percent:
            next.display = Self.format(value / 100)
            next.startsNewNumber = true
        case .operation(let op):
            let left = pending.map { $0.operator.apply($0.left, value) } ?? value
            next.pending = (op, left)
            next.display = Self.format(left)
            next.startsNewNumber = true
        case .equal:
            guard let pending else { return self }
            next.display = Self.format(pending.operator.apply(pending.left, value))
            next.pending = nil
            next.startsNewNumber = true
        }
        return next
    }

    private var value: Double { Double(display) ?? 0 }

    private static func format(_ value: Double) -> String {
        if value.isNaN || value.isInfinite { return "Error" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}

extension ObservableType where Element == CalculatorKey {
    /// The display after each key.
    public func calculatorDisplay() -> Observable<String> {
        scan(CalculatorState()) { $0.reduce($1) }.map(\.display).startWith("0")
    }
}
