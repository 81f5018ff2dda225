// expect: 'methodInvoked' is unavailable: this class has no @Intercepted method of that name
// OpenRx — reactive programming for Swift. MIT licence.
import OpenRx
import OpenRxReactiveCocoa

@Interceptable
final class LoginScreen {
    @Intercepted func viewWillAppear(_ animated: Bool) {}
}

func observe(_ screen: LoginScreen) -> Disposable {
    screen.rx.methodInvoked(\.viewWillApear).subscribe()
}
