// expect: @Intercepted needs @Interceptable on PlainScreen: write @Interceptable before its declaration
// OpenRx — reactive programming for Swift. MIT licence.
import OpenRx
import OpenRxReactiveCocoa

final class PlainScreen {
    @Intercepted func viewDidLoad() {}
}
