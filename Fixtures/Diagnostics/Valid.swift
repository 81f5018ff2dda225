// expect: nothing (compiles)
// OpenRx — reactive programming for Swift. MIT licence.
import OpenRx
import OpenRxReactiveCocoa

@Interceptable
final class Screen {
    @Intercepted func viewWillAppear(_ animated: Bool) {}
    @Intercepted func tableView(_ table: String, didSelectRowAt row: Int) {}
    @Intercepted func tableView(_ table: String, didDeselectRowAt row: Int) {}
    @Intercepted func apply(_ transform: (Int) -> Int, to value: Int) -> Int { transform(value) }
    @Intercepted func debug(_ message: @autoclosure () -> String) { print(message()) }
}

func observe(_ screen: Screen) -> [Disposable] {
    [
        screen.rx.methodInvoked(\.viewWillAppear).subscribe(),
        screen.rx.sentMessage(\.tableViewDidSelectRowAt).subscribe(onNext: { print($0.table, $0.row) }),
        screen.rx.methodInvoked(\.apply).subscribe(onNext: { print($0.transform.type, $0.value) }),
    ]
}
