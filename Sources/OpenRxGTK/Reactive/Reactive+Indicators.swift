// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import OpenRx
    import OpenRxCocoa

    extension Reactive where Base: Gtk.Spinner {
        /// Whether the spinner spins (RxCocoa's `UIActivityIndicatorView.rx.isAnimating`).
        ///
        ///     viewModel.signingIn.drive(spinner.rx.isAnimating)
        @preconcurrency @MainActor
        public var isAnimating: Binder<Bool> {
            binder { spinner, spinning in gtk_spinner_set_spinning(spinner.opaque, spinning ? 1 : 0) }
        }
    }

    extension Reactive where Base: Gtk.ProgressBar {
        /// How much is done, from 0 to 1 (RxCocoa's `UIProgressView.rx.progress`; GTK clamps it).
        @preconcurrency @MainActor
        public var progress: Binder<Double> {
            binder { bar, fraction in gtk_progress_bar_set_fraction(bar.opaque, fraction) }
        }
    }
#endif
