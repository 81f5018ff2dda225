// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4
    import Foundation
    import OpenRx
    import OpenRxCocoa

    extension Gtk {
        /// What ``open(_:from:)`` calls: GTK's `gtk_show_uri` (the desktop's handler for the URL, a browser for
        /// a web page) by default. Tests replace it, as RxExample's tests replace its wireframe.
        @preconcurrency @MainActor
        public static var urlOpener: @MainActor (URL, Gtk.Window?) -> Void = { url, window in
            gtk_show_uri(window?.pointer.typed(), url.absoluteString, guint32(GDK_CURRENT_TIME))
        }

        /// Opens `url` with the desktop's handler, over `window` if given (`UIApplication.open(_:)`).
        @preconcurrency @MainActor
        public static func open(_ url: URL, from window: Gtk.Window? = nil) {
            urlOpener(url, window)
        }
    }

    extension Reactive where Base: Gtk.Window {
        /// Opens each URL with the desktop's handler, over the window (``Gtk/open(_:from:)``).
        ///
        ///     repository.map(\.webPage).bind(to: window.rx.openURL)
        @preconcurrency @MainActor
        public var openURL: Binder<URL> {
            // Through the window's companion, as every widget binder: GTK keeps an open window whose wrapper the
            // app dropped, and the URLs still open over it.
            binder { window, url in
                let wrapper = ObjectCompanion.existing(of: window)?.wrapper as? Gtk.Window
                Gtk.open(url, from: wrapper ?? (try? Gtk.Window(retaining: window)))
            }
        }
    }
#endif
