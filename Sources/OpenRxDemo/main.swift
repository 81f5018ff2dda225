// OpenRx — reactive programming for Swift. MIT licence.
//
// The scenarios of the seed articles, run against OpenRx: `swift run openrx-demo`.

import Dispatch
import Foundation
import OpenRx
import OpenRxCocoa
import OpenRxReactiveCocoa

/// Prints a section title.
func section(_ title: String) {
    print("\n== \(title) ==")
}

// `--inspect [DIR]`: only the search box, recorded by the inspector (InspectDemo.swift; trait Inspector).
if let flag = CommandLine.arguments.firstIndex(of: "--inspect") {
    #if Inspector
        let arguments = CommandLine.arguments
        try runInspectDemo(into: arguments.indices.contains(flag + 1) ? arguments[flag + 1] : "inspection")
        exit(0)
    #else
        print("--inspect needs the Inspector trait: swift run --traits Inspector openrx-demo --inspect")
        exit(2)
    #endif
}

// 1. Create → subscribe → dispose: when does each closure run?
section("create, subscribe, dispose")
let bag = DisposeBag()
let greeting = Observable<String>.create { observer in
    print("create closure runs on subscribe")
    observer.onNext("1111")
    observer.onCompleted()
    return Disposables.create { print("create's disposable released") }
}
greeting.subscribe(
    onNext: { print("onNext: \($0)") },
    onCompleted: { print("onCompleted") },
    onDisposed: { print("onDisposed") }
).disposed(by: bag)

// 2. A subject replaces an array of handlers: the view model publishes, any number of views listen.
section("a subject instead of an array of handlers")
final class ViewModel {
    let data = PublishSubject<String>()

    func requestCompleted(with value: String) {
        data.onNext(value)
    }
}
let viewModel = ViewModel()
viewModel.data.subscribe(onNext: { print("label 1 shows \($0)") }).disposed(by: bag)
viewModel.data.map { $0.uppercased() }.subscribe(onNext: { print("label 2 shows \($0)") }).disposed(by: bag)
viewModel.requestCompleted(with: "server data")

// 3. A counter kept in a BehaviorRelay, bound to a "label" through the rx namespace.
section("a relay-backed counter")
final class CounterLabel: ReactiveCompatible {
    var text = ""
}
let count = BehaviorRelay(value: 0)
let label = CounterLabel()
count.map { "count: \($0)" }
    .bind(to: Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text })
    .disposed(by: bag)
for _ in 1...3 {
    count.accept(count.value + 1)
    print(label.text)
}

// 4. Operators compose; errors thrown by user closures become error events.
section("operators and errors")
struct ParseError: Error {}
Observable.of("1", "2", "x", "4")
    .map { text -> Int in
        guard let number = Int(text) else { throw ParseError() }
        return number
    }
    .scan(0, accumulator: +)
    .subscribe(onNext: { print("running total \($0)") }, onError: { print("failed: \($0)") })
    .disposed(by: bag)

// 5. Seed 002: a list bound to a driver, and its selection read through a delegate proxy, without the
//    Objective-C runtime.
section("a driver and a delegate proxy")
protocol ListViewDelegate: AnyObject {
    func listView(_ listView: ListView, didSelectRow row: Int)
}

final class ListView: HasDelegate, ReactiveCompatible {
    weak var delegate: ListViewDelegate?
    var rows: [String] = []

    func tap(row: Int) {
        delegate?.listView(self, didSelectRow: row)
    }
}

final class ListViewDelegateProxy: DelegateProxy<ListView, ListViewDelegate>, DelegateProxyType, ListViewDelegate {
    init(listView: ListView) {
        super.init(parentObject: listView, delegateProxy: ListViewDelegateProxy.self)
    }

    static func registerKnownImplementations() {
        register { ListViewDelegateProxy(listView: $0) }
    }

    func listView(_ listView: ListView, didSelectRow row: Int) {
        interceptDelegateCall("listView:didSelectRow:", arguments: [row]) { $0.listView(listView, didSelectRow: row) }
    }
}

extension Reactive where Base: ListView {
    var rows: Binder<[String]> {
        Binder(base) { listView, rows in listView.rows = rows }
    }

    var itemSelected: ControlEvent<Int> {
        let calls = ListViewDelegateProxy.proxy(for: base).methodInvoked("listView:didSelectRow:")
        return ControlEvent(events: calls.map { $0[0] as? Int ?? -1 })
    }
}

let repositories = PublishSubject<[String]>()
let list = ListView()
repositories.asDriver(onErrorJustReturn: []).drive(list.rx.rows).disposed(by: bag)
list.rx.itemSelected.subscribe(onNext: { print("selected \(list.rows[$0])") }).disposed(by: bag)
repositories.onNext(["RxSwift", "RxCocoa", "OpenRx"])
print("rows: \(list.rows.joined(separator: ", "))")
list.tap(row: 2)

// 6. Seed 003 (ReactiveCocoa): a login button driven by a command. The button is enabled only while the form
//    is valid and no request runs; taps during the request start nothing.
section("a login button driven by a command")
final class Button {
    var isEnabled = true
    let taps = PublishSubject<Void>()
}
let username = MutableProperty("")
let password = MutableProperty("")
let formIsValid = username.combineLatest(with: password).map { $0.count >= 3 && $1.count >= 6 }
let loginButton = Button()
let request = PublishSubject<String>()  // the server's answer, sent by hand below
let login = Action<(String, String), String>(enabledIf: formIsValid.asObservable()) { name, _ in
    print("request for \(name) sent")
    return request.take(1)
}
login.bind(
    control: ControlEvent(events: loginButton.taps),
    enabled: Binder(loginButton) { button, isEnabled in button.isEnabled = isEnabled },
    input: { _ in (username.value, password.value) }
).disposed(by: bag)
login.elements.subscribe(onNext: { print("logged in: \($0)") }).disposed(by: bag)
print("empty form, button enabled: \(loginButton.isEnabled), form valid: \(formIsValid.value)")
username.value = "ada"
password.value = "lovelace"
print("filled form, button enabled: \(loginButton.isEnabled)")
loginButton.taps.onNext(())
print("request running, button enabled: \(loginButton.isEnabled)")
loginButton.taps.onNext(())  // ignored: the command is running
request.onNext("token-42")
print("answer received, button enabled: \(loginButton.isEnabled)")

// 7. Seed 003 (with `swift run --traits Macros openrx-demo`): a view controller whose viewWillAppear(_:)
//    calls are sequences, and an object's deallocation ending a subscription — ReactiveCocoa's
//    rac_signalForSelector: and rac_willDeallocSignal, written by macros at compile time.
#if Macros
    section("method interception and deallocation (trait Macros)")
    @Interceptable
    final class ProfileViewController {
        @Intercepted
        func viewWillAppear(_ animated: Bool) {
            print("viewWillAppear's body, animated: \(animated)")
        }
    }
    var profile: ProfileViewController? = ProfileViewController()
    profile?.rx.sentMessage(\.viewWillAppear).subscribe(onNext: { print("sentMessage: \($0)") }).disposed(by: bag)
    profile?.rx.methodInvoked(\.viewWillAppear).subscribe(onNext: { print("methodInvoked: \($0)") })
        .disposed(by: bag)
    let ticker = PublishSubject<Int>()
    if let screen = profile {
        ticker.take(until: screen.rx.deallocated)
            .subscribe(
                onNext: { print("tick \($0) while the screen lives") },
                onCompleted: { print("the screen is gone: its ticks end") }
            )
            .disposed(by: bag)
    }
    profile?.viewWillAppear(true)
    ticker.onNext(1)
    profile = nil
    ticker.onNext(2)  // not delivered: the subscription ended with the screen
#endif

// 8. Swift 6: this file's top level is main-actor code, so `received` is main-actor state. The ticks come
//    from a background scheduler; the closures formed here still run on the main actor (the main queue,
//    which `dispatchMain()` below lets run), in order, and an async transform runs in a task per element.
section("Swift 6: background ticks, main-actor closures, an async map")
var received: [String] = []
Observable<Int>.interval(.milliseconds(5), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
    .take(3)
    .asyncMap { tick -> String in
        await Task.yield()  // any async work: a request, a file read
        return "tick \(tick)"
    }
    .subscribe(
        onNext: { text in
            received.append(text)
            // The runtime's own check: it stops the program if this runs off the main actor.
            MainActor.assumeIsolated { print("\(text), on the main actor") }
        },
        onCompleted: {
            // `dispatchMain()` drains the main queue on a worker thread on Linux; a driver is still driven
            // here, on the main queue (MainScheduler asks the queue, not only the thread).
            Driver.just(received.count).drive(onNext: { print("received \($0) ticks") }).disposed(by: bag)
            print("\nlive resources before the bag is released: \(Resources.total)")
            exit(0)
        }
    )
    .disposed(by: bag)
dispatchMain()
