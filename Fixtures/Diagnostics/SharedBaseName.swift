// expect: 'tableView' is unavailable: tableView names 2 intercepted methods: write \.tableViewDidSelectRowAt or \.tableViewDidDeselectRowAt
// OpenRx — reactive programming for Swift. MIT licence.
import OpenRx
import OpenRxReactiveCocoa

@Interceptable
final class ListScreen {
    @Intercepted func tableView(_ table: String, didSelectRowAt row: Int) {}
    @Intercepted func tableView(_ table: String, didDeselectRowAt row: Int) {}
}

func observe(_ screen: ListScreen) -> Disposable {
    screen.rx.methodInvoked(\.tableView).subscribe()
}
