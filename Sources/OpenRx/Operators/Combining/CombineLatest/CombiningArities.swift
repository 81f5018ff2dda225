// OpenRx — reactive programming for Swift. MIT licence.

/// Where one source of a fixed-arity combining operator keeps its values until they are combined
/// (``LatestCell`` for combineLatest, ``QueueCell`` for zip).
@usableFromInline
protocol CombiningCell {
    associatedtype Value
    init()
    /// Stores `value`; returns the value it replaced, for the caller to release after unlocking.
    mutating func put(_ value: Value) -> Value?
    /// The value to combine (called only when the rule says every cell has one).
    mutating func take() -> Value
}

// The fixed arities, 2 to 8 (RxSwift's), each a plain generic function that the public overloads of
// combineLatest and zip call with their rule and cells. The Swift 6.3 optimizer does not specialize
// parameter packs, so these are what keeps the event path specialized: the values live in a tuple of
// typed cells and the row is a tuple (see Documentation/Contracts.md, "Combining", for the measurements).

/// Combines 2 sources by `Rule`, keeping their values in `cells`.
@inlinable
func combining<
    Rule: CombiningRule, C1: CombiningCell, C2: CombiningCell, O1: ObservableType, O2: ObservableType, Result
>(
    _: Rule.Type, _ source1: O1, _ source2: O2, cells: (C1, C2),
    resultSelector: @escaping ((C1.Value, C2.Value)) throws -> Result
) -> Observable<Result> where O1.Element == C1.Value, O2.Element == C2.Value {
    let each = CombiningSources<Rule, (C1, C2), (C1.Value, C2.Value), Result>(count: 2) { sink in
        sink.subscribe(source1, at: 0, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 0) { $0.0.put($2) } })
        sink.subscribe(source2, at: 1, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 1) { $0.1.put($2) } })
    }
    return Producer(
        CombiningLogic(
            sources: each, form: .fixedArity, emptyValues: cells, takeRow: { ($0.0.take(), $0.1.take()) },
            resultSelector: resultSelector))
}

/// Combines 3 sources by `Rule`, keeping their values in `cells`.
@inlinable
func combining<
    Rule: CombiningRule, C1: CombiningCell, C2: CombiningCell, C3: CombiningCell, O1: ObservableType,
    O2: ObservableType, O3: ObservableType, Result
>(
    _: Rule.Type, _ source1: O1, _ source2: O2, _ source3: O3, cells: (C1, C2, C3),
    resultSelector: @escaping ((C1.Value, C2.Value, C3.Value)) throws -> Result
) -> Observable<Result> where O1.Element == C1.Value, O2.Element == C2.Value, O3.Element == C3.Value {
    let each = CombiningSources<Rule, (C1, C2, C3), (C1.Value, C2.Value, C3.Value), Result>(count: 3) { sink in
        sink.subscribe(source1, at: 0, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 0) { $0.0.put($2) } })
        sink.subscribe(source2, at: 1, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 1) { $0.1.put($2) } })
        sink.subscribe(source3, at: 2, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 2) { $0.2.put($2) } })
    }
    return Producer(
        CombiningLogic(
            sources: each, form: .fixedArity, emptyValues: cells, takeRow: { ($0.0.take(), $0.1.take(), $0.2.take()) },
            resultSelector: resultSelector))
}

/// Combines 4 sources by `Rule`, keeping their values in `cells`.
@inlinable
func combining<
    Rule: CombiningRule, C1: CombiningCell, C2: CombiningCell, C3: CombiningCell, C4: CombiningCell, O1: ObservableType,
    O2: ObservableType, O3: ObservableType, O4: ObservableType, Result
>(
    _: Rule.Type, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, cells: (C1, C2, C3, C4),
    resultSelector: @escaping ((C1.Value, C2.Value, C3.Value, C4.Value)) throws -> Result
) -> Observable<Result>
where O1.Element == C1.Value, O2.Element == C2.Value, O3.Element == C3.Value, O4.Element == C4.Value {
    let each = CombiningSources<Rule, (C1, C2, C3, C4), (C1.Value, C2.Value, C3.Value, C4.Value), Result>(count: 4) {
        sink in
        sink.subscribe(source1, at: 0, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 0) { $0.0.put($2) } })
        sink.subscribe(source2, at: 1, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 1) { $0.1.put($2) } })
        sink.subscribe(source3, at: 2, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 2) { $0.2.put($2) } })
        sink.subscribe(source4, at: 3, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 3) { $0.3.put($2) } })
    }
    return Producer(
        CombiningLogic(
            sources: each, form: .fixedArity, emptyValues: cells,
            takeRow: { ($0.0.take(), $0.1.take(), $0.2.take(), $0.3.take()) },
            resultSelector: resultSelector))
}

/// Combines 5 sources by `Rule`, keeping their values in `cells`.
@inlinable
func combining<
    Rule: CombiningRule, C1: CombiningCell, C2: CombiningCell, C3: CombiningCell, C4: CombiningCell, C5: CombiningCell,
    O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, Result
>(
    _: Rule.Type, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
    cells: (C1, C2, C3, C4, C5),
    resultSelector: @escaping ((C1.Value, C2.Value, C3.Value, C4.Value, C5.Value)) throws -> Result
) -> Observable<Result>
where
    O1.Element == C1.Value, O2.Element == C2.Value, O3.Element == C3.Value, O4.Element == C4.Value,
    O5.Element == C5.Value
{
    let each = CombiningSources<
        Rule, (C1, C2, C3, C4, C5), (C1.Value, C2.Value, C3.Value, C4.Value, C5.Value), Result
    >(count: 5) { sink in
        sink.subscribe(source1, at: 0, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 0) { $0.0.put($2) } })
        sink.subscribe(source2, at: 1, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 1) { $0.1.put($2) } })
        sink.subscribe(source3, at: 2, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 2) { $0.2.put($2) } })
        sink.subscribe(source4, at: 3, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 3) { $0.3.put($2) } })
        sink.subscribe(source5, at: 4, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 4) { $0.4.put($2) } })
    }
    return Producer(
        CombiningLogic(
            sources: each, form: .fixedArity, emptyValues: cells,
            takeRow: { ($0.0.take(), $0.1.take(), $0.2.take(), $0.3.take(), $0.4.take()) },
            resultSelector: resultSelector))
}

/// Combines 6 sources by `Rule`, keeping their values in `cells`.
@inlinable
func combining<
    Rule: CombiningRule, C1: CombiningCell, C2: CombiningCell, C3: CombiningCell, C4: CombiningCell, C5: CombiningCell,
    C6: CombiningCell, O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType,
    O5: ObservableType, O6: ObservableType, Result
>(
    _: Rule.Type, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    cells: (C1, C2, C3, C4, C5, C6),
    resultSelector: @escaping ((C1.Value, C2.Value, C3.Value, C4.Value, C5.Value, C6.Value)) throws -> Result
) -> Observable<Result>
where
    O1.Element == C1.Value, O2.Element == C2.Value, O3.Element == C3.Value, O4.Element == C4.Value,
    O5.Element == C5.Value, O6.Element == C6.Value
{
    let each = CombiningSources<
        Rule, (C1, C2, C3, C4, C5, C6), (C1.Value, C2.Value, C3.Value, C4.Value, C5.Value, C6.Value), Result
    >(count: 6) { sink in
        sink.subscribe(source1, at: 0, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 0) { $0.0.put($2) } })
        sink.subscribe(source2, at: 1, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 1) { $0.1.put($2) } })
        sink.subscribe(source3, at: 2, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 2) { $0.2.put($2) } })
        sink.subscribe(source4, at: 3, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 3) { $0.3.put($2) } })
        sink.subscribe(source5, at: 4, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 4) { $0.4.put($2) } })
        sink.subscribe(source6, at: 5, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 5) { $0.5.put($2) } })
    }
    return Producer(
        CombiningLogic(
            sources: each, form: .fixedArity, emptyValues: cells,
            takeRow: { ($0.0.take(), $0.1.take(), $0.2.take(), $0.3.take(), $0.4.take(), $0.5.take()) },
            resultSelector: resultSelector))
}

/// Combines 7 sources by `Rule`, keeping their values in `cells`.
@inlinable
func combining<
    Rule: CombiningRule, C1: CombiningCell, C2: CombiningCell, C3: CombiningCell, C4: CombiningCell, C5: CombiningCell,
    C6: CombiningCell, C7: CombiningCell, O1: ObservableType, O2: ObservableType, O3: ObservableType,
    O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, Result
>(
    _: Rule.Type, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, cells: (C1, C2, C3, C4, C5, C6, C7),
    resultSelector: @escaping ((C1.Value, C2.Value, C3.Value, C4.Value, C5.Value, C6.Value, C7.Value)) throws -> Result
) -> Observable<Result>
where
    O1.Element == C1.Value, O2.Element == C2.Value, O3.Element == C3.Value, O4.Element == C4.Value,
    O5.Element == C5.Value, O6.Element == C6.Value, O7.Element == C7.Value
{
    let each = CombiningSources<
        Rule, (C1, C2, C3, C4, C5, C6, C7), (C1.Value, C2.Value, C3.Value, C4.Value, C5.Value, C6.Value, C7.Value),
        Result
    >(count: 7) { sink in
        sink.subscribe(source1, at: 0, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 0) { $0.0.put($2) } })
        sink.subscribe(source2, at: 1, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 1) { $0.1.put($2) } })
        sink.subscribe(source3, at: 2, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 2) { $0.2.put($2) } })
        sink.subscribe(source4, at: 3, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 3) { $0.3.put($2) } })
        sink.subscribe(source5, at: 4, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 4) { $0.4.put($2) } })
        sink.subscribe(source6, at: 5, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 5) { $0.5.put($2) } })
        sink.subscribe(source7, at: 6, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 6) { $0.6.put($2) } })
    }
    return Producer(
        CombiningLogic(
            sources: each, form: .fixedArity, emptyValues: cells,
            takeRow: { ($0.0.take(), $0.1.take(), $0.2.take(), $0.3.take(), $0.4.take(), $0.5.take(), $0.6.take()) },
            resultSelector: resultSelector))
}

/// Combines 8 sources by `Rule`, keeping their values in `cells`.
@inlinable
func combining<
    Rule: CombiningRule, C1: CombiningCell, C2: CombiningCell, C3: CombiningCell, C4: CombiningCell, C5: CombiningCell,
    C6: CombiningCell, C7: CombiningCell, C8: CombiningCell, O1: ObservableType, O2: ObservableType, O3: ObservableType,
    O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType, Result
>(
    _: Rule.Type, _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
    _ source7: O7, _ source8: O8, cells: (C1, C2, C3, C4, C5, C6, C7, C8),
    resultSelector:
        @escaping ((C1.Value, C2.Value, C3.Value, C4.Value, C5.Value, C6.Value, C7.Value, C8.Value)) throws -> Result
) -> Observable<Result>
where
    O1.Element == C1.Value, O2.Element == C2.Value, O3.Element == C3.Value, O4.Element == C4.Value,
    O5.Element == C5.Value, O6.Element == C6.Value, O7.Element == C7.Value, O8.Element == C8.Value
{
    let each = CombiningSources<
        Rule, (C1, C2, C3, C4, C5, C6, C7, C8),
        (C1.Value, C2.Value, C3.Value, C4.Value, C5.Value, C6.Value, C7.Value, C8.Value), Result
    >(count: 8) { sink in
        sink.subscribe(source1, at: 0, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 0) { $0.0.put($2) } })
        sink.subscribe(source2, at: 1, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 1) { $0.1.put($2) } })
        sink.subscribe(source3, at: 2, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 2) { $0.2.put($2) } })
        sink.subscribe(source4, at: 3, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 3) { $0.3.put($2) } })
        sink.subscribe(source5, at: 4, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 4) { $0.4.put($2) } })
        sink.subscribe(source6, at: 5, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 5) { $0.5.put($2) } })
        sink.subscribe(source7, at: 6, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 6) { $0.6.put($2) } })
        sink.subscribe(source8, at: 7, AnyObserver(isolation: nil) { [sink] in sink.on($0, at: 7) { $0.7.put($2) } })
    }
    return Producer(
        CombiningLogic(
            sources: each, form: .fixedArity, emptyValues: cells,
            takeRow: {
                ($0.0.take(), $0.1.take(), $0.2.take(), $0.3.take(), $0.4.take(), $0.5.take(), $0.6.take(), $0.7.take())
            },
            resultSelector: resultSelector))
}
