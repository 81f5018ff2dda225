// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import OpenRxTest
    import XCTest

    /// Random lifecycles of real widgets (issue 28): create, bind (events, properties, binders, items), show,
    /// set from code, user input, close, destroy, dispose, drop the wrapper, rebind — thousands of steps,
    /// seeded and reproducible: the seed is printed, and `OPENRX_LIFECYCLE_SEED=n` replays it
    /// (`OPENRX_LIFECYCLE_STEPS` sets the length). Checked all along: no crash, no GLib warning or critical
    /// (`GtkTestCase`), a programmatic change is never reported, a user's change always is; at the end,
    /// every widget is freed and `Resources.total` is back to its start.
    final class RandomLifecycleTests: GtkTestCase {
        func testRandomLifecycles() {
            let environment = ProcessInfo.processInfo.environment
            let seed = environment["OPENRX_LIFECYCLE_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...999_999)
            let steps = environment["OPENRX_LIFECYCLE_STEPS"].flatMap(Int.init) ?? 3_000
            print("RandomLifecycleTests: seed \(seed), \(steps) steps (OPENRX_LIFECYCLE_SEED=\(seed) replays it)")
            MainActor.assumeIsolated {
                let world = LifecycleWorld(seed: seed)
                for step in 0..<steps {
                    world.step()
                    if let failure = world.failure {
                        XCTFail("seed \(seed), step \(step): \(failure)")
                        break
                    }
                }
                world.tearDown()
                XCTAssertTrue(
                    Gtk.run(until: { world.allWidgetsFreed }, timeout: .seconds(10)),
                    "seed \(seed): widgets outlived everything: \(world.survivors)")
            }
        }
    }

    /// One widget of the world, its wrapper (until dropped) and a weak reference to the GTK object.
    @MainActor
    private final class Node {
        enum Kind: CaseIterable {
            case button, label, entry, check, toggle, scale, spin, list, grid, textView, dropDown, calendar, spinner
        }

        let kind: Kind
        let name: String
        var wrapper: Gtk.Widget?
        let watch: WidgetWatch
        /// The list's rows (or the grid's items) while a binding feeds it.
        let rows = BehaviorSubject<[String]>(value: ["a", "b", "c"])

        init(kind: Kind, name: String) {
            self.kind = kind
            self.name = name
            let widget: Gtk.Widget
            switch kind {
            case .button: widget = Gtk.Button(label: name)
            case .label: widget = Gtk.Label(name)
            case .entry: widget = Gtk.Entry()
            case .check: widget = Gtk.CheckButton(label: name)
            case .toggle: widget = Gtk.Switch()
            case .scale: widget = Gtk.Scale(minimum: 0, maximum: 10, step: 1)
            case .spin: widget = Gtk.SpinButton(minimum: 0, maximum: 5, step: 1)
            case .list: widget = Gtk.ListView()
            case .grid: widget = Gtk.GridView(maxColumns: 2)
            case .textView: widget = Gtk.TextView()
            case .dropDown: widget = Gtk.DropDown(items: ["x", "y", "z"])
            case .calendar: widget = Gtk.Calendar()
            case .spinner: widget = Gtk.Spinner()
            }
            wrapper = widget
            watch = WidgetWatch(widget.pointer)
        }
    }

    /// A property subscription: what it received, and how to read the widget's value as it reports it.
    @MainActor
    private final class PropertyWatch {
        let node: Node
        var values: [String] = []
        var completed = false
        let read: () -> String?

        init(node: Node, read: @escaping () -> String?) {
            self.node = node
            self.read = read
        }
    }

    /// The world the random steps act on.
    @MainActor
    private final class LifecycleWorld {
        private var random: SeededGenerator
        private var windows: [(window: Gtk.Window?, box: Gtk.Box?, watch: WidgetWatch, nodes: [Node])] = []
        private var loose: [Node] = []
        /// The live subscriptions, each with the property watch it feeds, if any.
        private var subscriptions: [(subscription: Disposable, watch: PropertyWatch?)] = []
        private var properties: [PropertyWatch] = []
        private var everyWatch: [(String, WidgetWatch)] = []
        private var counter = 0
        private(set) var failure: String?

        init(seed: UInt64) {
            random = SeededGenerator(seed: seed)
        }

        private func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

        private var allNodes: [Node] { windows.flatMap(\.nodes) + loose }

        private func anyNode(where condition: (Node) -> Bool = { _ in true }) -> Node? {
            allNodes.filter { $0.wrapper != nil && condition($0) }.randomElement(using: &random)
        }

        private let isTracing = ProcessInfo.processInfo.environment["OPENRX_LIFECYCLE_TRACE"] == "1"

        private func trace(_ message: @autoclosure () -> String) {
            if isTracing { print("  \(message())") }
        }

        func step() {
            let roll = Int.random(in: 0..<100, using: &random)
            trace("roll \(roll)")
            switch roll {
            case 0..<6: openWindow()
            case 6..<22: addWidget()
            case 22..<40: bind()
            case 40..<52: setFromCode()
            case 52..<70: userInput()
            case 70..<74: closeWindow()
            case 74..<82: disposeSubscription()
            case 82..<87: dropWrapper()
            case 87..<92: pushRows()
            default: _ = Gtk.iterate()
            }
        }

        private func openWindow() {
            counter += 1
            let window = Gtk.Window(title: "w\(counter)", width: 200, height: 200)
            let box = Gtk.Box(vertical: true)
            window.setChild(chance(50) ? box : Gtk.ScrolledWindow(child: box, minimumHeight: 100))
            if chance(70) { window.present() }
            windows.append((window, box, WidgetWatch(window.pointer), []))
            everyWatch.append(("window w\(counter)", windows.last!.watch))
        }

        private func addWidget() {
            counter += 1
            let node = Node(kind: Node.Kind.allCases.randomElement(using: &random)!, name: "n\(counter)")
            everyWatch.append(("\(node.kind) \(node.name)", node.watch))
            let open = windows.indices.filter { windows[$0].box != nil }
            if let index = open.randomElement(using: &random), chance(85) {
                windows[index].box!.append(node.wrapper!)
                windows[index].nodes.append(node)
            } else {
                loose.append(node)
            }
        }

        private func bind() {
            guard let node = anyNode(), let widget = node.wrapper else { return }
            trace("bind \(node.kind) \(node.name)")
            switch node.kind {
            case .button:
                let button = widget as! Gtk.Button
                subscriptions.append((button.rx.tap.subscribe(), nil))
                if chance(50) { subscriptions.append((Observable.just(chance(50)).bind(to: button.rx.isEnabled), nil)) }
            case .label:
                let label = widget as! Gtk.Label
                subscriptions.append((Observable.of("x", "y").bind(to: label.rx.text), nil))
                if chance(50) { subscriptions.append((label.rx.tapGesture().subscribe(), nil)) }
                if chance(30) { subscriptions.append((label.rx.dragGesture.subscribe(), nil)) }
                if chance(30) { subscriptions.append((label.rx.pinchGesture.subscribe(), nil)) }
            case .entry:
                let entry = widget as! Gtk.Entry
                watchProperty(node, entry.rx.text.map { $0 }) { entry.text }
            case .check:
                let check = widget as! Gtk.CheckButton
                watchProperty(node, check.rx.isOn.map { "\($0)" }) { "\(check.isActive)" }
            case .toggle:
                let toggle = widget as! Gtk.Switch
                watchProperty(node, toggle.rx.isOn.map { "\($0)" }) { "\(toggle.isActive)" }
            case .scale:
                let scale = widget as! Gtk.Scale
                watchProperty(node, scale.rx.value.map { "\($0)" }) { "\(scale.value)" }
            case .spin:
                let spin = widget as! Gtk.SpinButton
                watchProperty(node, spin.rx.value.map { "\($0)" }) { "\(spin.value)" }
            case .textView:
                let view = widget as! Gtk.TextView
                watchProperty(node, view.rx.text.map { $0 }) { view.text }
            case .dropDown:
                let dropDown = widget as! Gtk.DropDown
                watchProperty(node, dropDown.rx.selectedIndex.map { $0.map(String.init) ?? "none" }) {
                    dropDown.selectedIndex.map(String.init) ?? "none"
                }
            case .calendar:
                let calendar = widget as! Gtk.Calendar
                watchProperty(node, calendar.rx.date.map { "\($0)" }) { "\(calendar.date)" }
            case .spinner:
                let spinner = widget as! Gtk.Spinner
                subscriptions.append((Observable.of(true, chance(50)).bind(to: spinner.rx.isAnimating), nil))
                subscriptions.append((Observable.just(0.5).bind(to: spinner.rx.alpha), nil))
            case .list:
                let list = widget as! Gtk.ListView
                if chance(50) {
                    trace("bind items of \(node.name)")
                    let binding = node.rows.bind(to: list.rx.items(makeCell: { Gtk.Label() })) { _, row, cell in
                        cell.text = row
                    }
                    subscriptions.append((binding, nil))
                    if chance(40) {
                        trace("bind editing and deletions of \(node.name)")
                        subscriptions.append((Observable.just(chance(70)).bind(to: list.rx.isEditing), nil))
                        let deletions = list.rx.itemDeleted.subscribe(onNext: { [weak node] indexPath in
                            guard let node, var rows = try? node.rows.value(), rows.indices.contains(indexPath.row)
                            else { return }
                            rows.remove(at: indexPath.row)
                            node.rows.onNext(rows)
                        })
                        subscriptions.append((deletions, nil))
                    }
                } else {
                    watchProperty(node, list.rx.selectedRow.map { $0.map(String.init) ?? "none" }) {
                        list.selectedRow.map(String.init) ?? "none"
                    }
                }
            case .grid:
                let grid = widget as! Gtk.GridView
                if chance(50) {
                    let binding = node.rows.bind(to: grid.rx.items(makeCell: { Gtk.Label() })) { _, item, cell in
                        cell.text = item
                    }
                    subscriptions.append((binding, nil))
                    if chance(50) { subscriptions.append((grid.rx.itemActivated.subscribe(), nil)) }
                } else {
                    watchProperty(node, grid.rx.selectedItem.map { $0.map(String.init) ?? "none" }) {
                        grid.selectedItem.map(String.init) ?? "none"
                    }
                }
            }
        }

        /// Subscribes to a property, recording what it reports.
        private func watchProperty(_ node: Node, _ values: Observable<String?>, read: @escaping () -> String?) {
            let watch = PropertyWatch(node: node, read: read)
            properties.append(watch)
            let subscription = values.subscribe(
                onNext: { [weak watch] in watch?.values.append($0 ?? "nil") },
                onCompleted: { [weak watch] in watch?.completed = true })
            subscriptions.append((subscription, watch))
        }

        private func watches(of node: Node) -> [PropertyWatch] {
            properties.filter { $0.node === node && !$0.completed }
        }

        private func setFromCode() {
            guard let node = anyNode(), let widget = node.wrapper else { return }
            let before = watches(of: node).map(\.values.count)
            trace("set from code \(node.kind) \(node.name)")
            switch node.kind {
            case .entry: (widget as! Gtk.Entry).text = "code\(counter)"
            case .check: (widget as! Gtk.CheckButton).isActive.toggle()
            case .toggle: (widget as! Gtk.Switch).isActive.toggle()
            case .scale: (widget as! Gtk.Scale).value = Double(Int.random(in: 0...10, using: &random))
            case .spin: (widget as! Gtk.SpinButton).value = Double(Int.random(in: 0...5, using: &random))
            case .list: (widget as! Gtk.ListView).selectedRow = Int.random(in: -1...3, using: &random)
            case .grid: (widget as! Gtk.GridView).selectedItem = Int.random(in: -1...3, using: &random)
            case .label: (widget as! Gtk.Label).text = "code"
            case .button: (widget as! Gtk.Button).isSensitive.toggle()
            case .textView: (widget as! Gtk.TextView).text = "code\(counter)"
            case .dropDown:
                let dropDown = widget as! Gtk.DropDown
                if chance(20) {
                    dropDown.items = ["p", "q"]
                } else {
                    dropDown.selectedIndex = Int.random(in: -1...3, using: &random)
                }
            case .calendar:
                (widget as! Gtk.Calendar).date = Date(
                    timeIntervalSince1970: Double(Int.random(in: 0...3_000, using: &random)) * 86_400)
            case .spinner: (widget as! Gtk.Spinner).isSpinning.toggle()
            }
            // GTK may notify late: let it, then nothing may have been reported.
            for _ in 0..<3 { _ = Gtk.iterate() }
            if watches(of: node).map(\.values.count) != before {
                failure = "a change made in code to \(node.kind) \(node.name) was reported"
            }
        }

        private func userInput() {
            guard let node = anyNode(), let widget = node.wrapper else { return }
            let before = watches(of: node).map { $0.read() }
            let reportedBefore = watches(of: node).map(\.values.count)
            trace("user input \(node.kind) \(node.name)")
            let acted: Bool
            // A deletion is answered in code: the app's `itemDeleted` handler pushes the remaining rows, and the
            // items binding's reload resets the selection as UIKit's `reloadData` does, a programmatic change.
            var changesInCode = false
            switch node.kind {
            case .button: acted = (widget as! Gtk.Button).user.click()
            case .entry:
                let entry = widget as! Gtk.Entry
                acted = chance(70) ? entry.user.type("k") : entry.user.deleteBackward()
            case .check: acted = (widget as! Gtk.CheckButton).user.toggle()
            case .toggle: acted = (widget as! Gtk.Switch).user.toggle()
            case .scale:
                let target = Double(Int.random(in: -2...12, using: &random))
                trace("drag to \(target), sensitive \((widget as! Gtk.Scale).isSensitive)")
                acted = (widget as! Gtk.Scale).user.drag(to: target)
            case .spin:
                acted =
                    chance(50) ? (widget as! Gtk.SpinButton).user.stepUp() : (widget as! Gtk.SpinButton).user.stepDown()
            case .list:
                let list = widget as! Gtk.ListView
                let selects = chance(70)
                let row = Int.random(in: 0...3, using: &random)
                trace("\(selects ? "select" : "delete") row \(row) of \(list.rowCount)")
                acted = selects ? list.user.selectRow(row) : list.user.deleteRow(row)
                changesInCode = !selects
            case .grid:
                let grid = widget as! Gtk.GridView
                acted =
                    chance(70)
                    ? grid.user.selectItem(Int.random(in: 0...3, using: &random))
                    : grid.user.activateItem(Int.random(in: 0...3, using: &random))
            case .label:
                acted =
                    chance(40)
                    ? widget.user.tap()
                    : chance(50)
                        ? widget.user.drag(from: .init(x: 0, y: 0), by: .init(x: 3, y: 3)) : widget.user.pinch(to: 2)
            case .spinner: acted = false
            case .textView:
                let view = widget as! Gtk.TextView
                acted = chance(70) ? view.user.type("t") : view.user.deleteBackward()
            case .dropDown: acted = (widget as! Gtk.DropDown).user.choose(Int.random(in: 0...3, using: &random))
            case .calendar:
                acted = (widget as! Gtk.Calendar).user.pick(
                    Date(timeIntervalSince1970: Double(Int.random(in: 0...3_000, using: &random)) * 86_400))
            }
            guard acted else { return }
            if changesInCode {
                for _ in 0..<3 { _ = Gtk.iterate() }
                if watches(of: node).map(\.values.count) != reportedBefore {
                    failure = "the reload of \(node.kind) \(node.name) after the user's deletion was reported"
                }
                return
            }
            // A change must be reported now: a value the property reported before a change made in code (which it
            // does not report) is not this change's report.
            for (watch, (old, reported)) in zip(watches(of: node), zip(before, reportedBefore)) {
                let now = watch.read()
                if now != old, watch.values.count == reported || watch.values.last != (now ?? "nil") {
                    failure =
                        "the user's change of \(node.kind) \(node.name) from \(old ?? "nil") to \(now ?? "nil") was not "
                        + "reported (it reported \(watch.values))"
                }
            }
        }

        private func closeWindow() {
            guard let index = windows.indices.filter({ windows[$0].window != nil }).randomElement(using: &random)
            else { return }
            let window = windows[index].window!
            let destroyed = window.rx.destroyed
            if chance(50) {
                if !window.user.close() { return }
            } else {
                window.destroy()
            }
            if !Gtk.run(until: destroyed, timeout: .seconds(5)) { failure = "window \(window.title) was not destroyed" }
            if chance(60) {
                windows[index].window = nil
                windows[index].box = nil
            }
        }

        private func disposeSubscription() {
            guard !subscriptions.isEmpty else { return }
            let (subscription, watch) = subscriptions.remove(
                at: Int.random(in: 0..<subscriptions.count, using: &random))
            subscription.dispose()
            properties.removeAll { $0 === watch }
        }

        private func dropWrapper() {
            anyNode()?.wrapper = nil
        }

        private func pushRows() {
            guard let node = anyNode(where: { $0.kind == .list || $0.kind == .grid }) else { return }
            let count = Int.random(in: 0...5, using: &random)
            trace("push \(count) rows to \(node.name)")
            let before = watches(of: node).map(\.values.count)
            node.rows.onNext((0..<count).map { "r\($0)" })
            for _ in 0..<3 { _ = Gtk.iterate() }
            if watches(of: node).map(\.values.count) != before {
                failure = "pushing rows to \(node.kind) \(node.name) was reported"
            }
        }

        /// Disposes everything, destroys every window and drops every wrapper.
        func tearDown() {
            for (subscription, _) in subscriptions { subscription.dispose() }
            subscriptions = []
            properties = []
            for index in windows.indices {
                windows[index].window?.destroy()
                windows[index].window = nil
                windows[index].box = nil
            }
            for node in allNodes { node.wrapper = nil }
            windows = []
            loose = []
        }

        var allWidgetsFreed: Bool { everyWatch.allSatisfy { !$0.1.exists } }

        var survivors: [String] { everyWatch.filter { $0.1.exists }.map(\.0) }
    }
#endif
