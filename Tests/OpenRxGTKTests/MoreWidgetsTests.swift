// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    import CGtk4
    import Foundation
    import OpenRx
    import OpenRxCocoa
    import OpenRxGTK
    import XCTest

    /// The widgets RxExample's screens need beyond the first set (issue 28): indicators, appearance, multi-line
    /// text. Bound and driven as an app does.
    final class MoreWidgetsTests: GtkTestCase {
        func testSpinnerAndProgressBar() {
            MainActor.assumeIsolated {
                let spinner = Gtk.Spinner()
                let bar = Gtk.ProgressBar()
                let loading = PublishSubject<Bool>()
                let progress = PublishSubject<Double>()
                let bindings = [loading.bind(to: spinner.rx.isAnimating), progress.bind(to: bar.rx.progress)]
                loading.onNext(true)
                progress.onNext(0.25)
                XCTAssertTrue(spinner.isSpinning)
                XCTAssertEqual(bar.fraction, 0.25)
                loading.onNext(false)
                progress.onNext(3)
                XCTAssertFalse(spinner.isSpinning)
                XCTAssertEqual(bar.fraction, 1, "GTK clamps the fraction")
                bindings.forEach { $0.dispose() }
            }
        }

        func testAlphaStyleClassesAndMarkup() {
            MainActor.assumeIsolated {
                let label = Gtk.Label()
                let bindings = [
                    Observable.just(0.5).bind(to: label.rx.alpha),
                    Observable.of(true, false, true).bind(to: label.rx.hasStyleClass("error")),
                    Observable.just("<b>bold</b> text").bind(to: label.rx.markup),
                ]
                XCTAssertEqual(
                    gtk_widget_get_opacity(label.pointer.assumingMemoryBound(to: GtkWidget.self)), 0.5, accuracy: 0.01)
                XCTAssertNotEqual(
                    gtk_widget_has_css_class(label.pointer.assumingMemoryBound(to: GtkWidget.self), "error"), 0)
                XCTAssertEqual(label.text, "bold text")
                // Markup that does not parse is shown as it is, with no GTK warning.
                let broken = Observable.just("<b>unclosed").bind(to: label.rx.markup)
                XCTAssertEqual(label.text, "<b>unclosed")
                (bindings + [broken]).forEach { $0.dispose() }
            }
        }

        func testTextViewTextIsReportedWhenTypedNotWhenSet() {
            MainActor.assumeIsolated {
                let view = Gtk.TextView()
                onScreen(view)
                let texts = Recorder<String?>()
                let subscription = view.rx.text.subscribe(texts.observer)
                view.user.type("hi")
                view.user.deleteBackward()
                view.text = "from code"
                let binding = Observable.just("bound").bind(to: view.rx.text)
                XCTAssertEqual(view.text, "bound")
                XCTAssertEqual(texts.elements, ["", "h", "hi", "h"])
                view.isEditable = false
                XCTAssertFalse(view.user.type("x"))
                binding.dispose()
                subscription.dispose()
            }
        }

        func testTextViewEditingBeginsAndEndsWithTheFocus() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "notes")
                let column = Gtk.Box(vertical: true)
                let view = Gtk.TextView()
                // The button first: GTK focuses the first focusable widget when the window becomes active.
                column.append(Gtk.Button(label: "other"))
                column.append(view)
                window.setChild(column)
                window.present()
                // Focus moves inside a window the display made active.
                XCTAssertTrue(
                    Gtk.run(until: { gtk_window_is_active(window.pointer.assumingMemoryBound(to: GtkWindow.self)) != 0 }
                    ),
                    "the window never became active")
                var log: [String] = []
                let subscriptions = [
                    view.rx.didBeginEditing.subscribe(onNext: { log.append("begin") }),
                    view.rx.didEndEditing.subscribe(onNext: { log.append("end") }),
                ]
                XCTAssertTrue(view.user.focus())
                XCTAssertTrue(view.user.leave())
                XCTAssertEqual(log, ["begin", "end"])
                subscriptions.forEach { $0.dispose() }
                window.destroy()
            }
        }
    }
#endif

#if GTK
    /// Values a UIKit app passes without thinking: a slider over a single value, a spin button that does not
    /// step, a colour computed from 0/0. GTK refused the ranges (a critical, then a crash on the missing widget),
    /// and converting NaN to GTK's colour components stopped the program.
    final class DegenerateValueTests: GtkTestCase {
        func testASliderOrASpinButtonOverAnyRangeIsMade() {
            MainActor.assumeIsolated {
                let single = Gtk.Scale(minimum: 0, maximum: 0, step: 1)
                XCTAssertEqual(single.value, 0)
                let still = Gtk.SpinButton(minimum: 0, maximum: 10, step: 0)
                still.value = 4
                XCTAssertEqual(still.value, 4)
                let reversed = Gtk.Scale(minimum: 5, maximum: 1, step: 1)
                XCTAssertEqual(reversed.value, 5)
                let unknown = Gtk.SpinButton(minimum: .nan, maximum: .nan, step: .nan)
                XCTAssertEqual(unknown.value, 0)
                // The real range is the one given, not the constructor's stand-in.
                let ranged = Gtk.Scale(minimum: 2, maximum: 2, step: 0)
                ranged.value = 7
                XCTAssertEqual(ranged.value, 2)
            }
        }

        func testAColourOfNaNOrOutOfRangeComponentsIsClamped() {
            MainActor.assumeIsolated {
                let label = Gtk.Label("colour")
                let colors = PublishSubject<Gtk.Color?>()
                let binding = colors.bind(to: label.rx.textColor)
                colors.onNext(Gtk.Color(red: .nan, green: 0.5, blue: 0))
                XCTAssertEqual(label.textColor, Gtk.Color(red: 0, green: 0.5, blue: 0))
                var bright = Gtk.Color(red: 0, green: 0, blue: 0)
                bright.red = 2
                bright.alpha = .nan
                XCTAssertEqual(bright, Gtk.Color(red: 1, green: 0, blue: 0, alpha: 0))
                colors.onNext(bright)
                XCTAssertEqual(label.textColor, bright)
                binding.dispose()
            }
        }
    }

    /// Alerts as a `Maybe` of the action chosen, clicked through the public input API.
    final class AlertTests: GtkTestCase {
        func testTheChosenButtonIsTheOutcomeAndTheAlertCloses() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "main")
                window.present()
                let alert = Gtk.Alert(title: "Delete?", message: "It cannot be undone.", actions: ["Cancel", "Delete"])
                var outcome: [String] = []
                let subscription = alert.present(over: window).subscribe(
                    onSuccess: { outcome.append("chose \($0)") }, onCompleted: { outcome.append("none") })
                XCTAssertTrue(Gtk.Alert.presented.first === alert)
                XCTAssertTrue(alert.buttons[1].user.click())
                XCTAssertEqual(outcome, ["chose 1"])
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }))
                subscription.dispose()
                window.destroy()
            }
        }

        /// A person cannot reach a window behind a modal alert: `widget.user` refuses it there, as it refuses a
        /// disabled button. It accepted the click, so a test tapping Delete twice sent two taps under the alert.
        func testAWindowBehindAnAlertTakesNoInput() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "main")
                let delete = Gtk.Button(label: "Delete")
                window.setChild(delete)
                window.present()
                let taps = Recorder<Void>()
                let tapping = delete.rx.tap.subscribe(taps.observer)
                XCTAssertTrue(delete.user.click())
                let alert = Gtk.Alert(title: "Delete?", actions: ["Cancel", "Delete"])
                let answer = alert.present(over: window).subscribe()
                XCTAssertFalse(delete.user.click(), "the alert is modal")
                XCTAssertEqual(taps.elements.count, 1)
                XCTAssertTrue(alert.buttons[0].user.click())
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }))
                XCTAssertTrue(delete.user.click(), "the alert is gone")
                XCTAssertEqual(taps.elements.count, 2)
                [tapping, answer].forEach { $0.dispose() }
                window.destroy()
            }
        }

        /// An alert over an alert: the later one takes the input, the earlier one and the window behind them
        /// none, as GTK gives it to the last modal window shown.
        func testTheLastAlertShownTakesTheInput() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "main")
                let button = Gtk.Button(label: "Edit")
                window.setChild(button)
                window.present()
                let first = Gtk.Alert(title: "Discard?", actions: ["Cancel", "Discard"])
                let firstAnswer = first.present(over: window).subscribe()
                let second = Gtk.Alert(title: "Really?", actions: ["No", "Yes"])
                let secondAnswer = second.present(over: first.window).subscribe()
                XCTAssertFalse(button.user.click())
                XCTAssertFalse(first.buttons[0].user.click())
                XCTAssertTrue(second.buttons[0].user.click())
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.count == 1 }))
                XCTAssertTrue(first.buttons[0].user.click())
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }))
                [firstAnswer, secondAnswer].forEach { $0.dispose() }
                window.destroy()
            }
        }

        func testClosingTheAlertIsTheCancelActionOrNothing() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "main")
                window.present()
                var outcomes: [String] = []
                let withCancel = Gtk.Alert.prompt(
                    over: window, title: "Sign out?", cancelAction: "Stay", actions: ["Leave"]
                )
                .subscribe(onSuccess: { outcomes.append($0) })
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.count == 1 }))
                Gtk.Alert.presented[0].window.user.close()
                XCTAssertEqual(outcomes, ["Stay"])
                let plain = Gtk.Alert(title: "Note", actions: ["OK"])
                let withoutCancel = plain.present(over: window).subscribe(
                    onSuccess: { outcomes.append("\($0)") }, onCompleted: { outcomes.append("empty") })
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.count == 1 }))
                plain.window.user.close()
                XCTAssertEqual(outcomes, ["Stay", "empty"])
                withCancel.dispose()
                withoutCancel.dispose()
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }))
                window.destroy()
            }
        }

        /// An alert presented again after its first presentation ended works again: a new window whose buttons
        /// answer; disposing the second presentation closes what it showed (issue 34: it was shown but refused
        /// every click and stayed on screen).
        func testAnAlertPresentedASecondTimeCanBeAnsweredAndClosed() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "main")
                window.present()
                let alert = Gtk.Alert(title: "Retry?", actions: ["No", "Yes"], cancelAction: 0)
                var outcomes: [String] = []
                let first = alert.present(over: window).subscribe(onSuccess: { outcomes.append("first \($0)") })
                let firstClosed = alert.window.rx.destroyed
                XCTAssertTrue(alert.buttons[1].user.click())
                XCTAssertTrue(Gtk.run(until: firstClosed))
                XCTAssertTrue(Gtk.Alert.presented.isEmpty)
                first.dispose()

                let second = alert.present(over: window).subscribe(
                    onSuccess: { outcomes.append("second \($0)") }, onCompleted: { outcomes.append("second empty") })
                XCTAssertTrue(Gtk.Alert.presented.first === alert)
                XCTAssertTrue(alert.window.isVisible)
                XCTAssertTrue(alert.buttons[0].user.click())
                XCTAssertEqual(outcomes, ["first 1", "second 0"])
                second.dispose()
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }))

                let third = alert.present(over: window).subscribe()
                let shown = alert.window
                let closed = shown.rx.destroyed
                XCTAssertTrue(shown.isVisible)
                third.dispose()
                XCTAssertTrue(Gtk.run(until: closed), "disposal left the alert on screen")
                XCTAssertTrue(Gtk.Alert.presented.isEmpty)
                window.destroy()
            }
        }

        /// An alert presented again from its own outcome (a retry prompt) is shown again, not completed empty.
        func testAnAlertPresentedAgainFromItsOutcomeIsShown() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "main")
                window.present()
                let alert = Gtk.Alert(title: "Retry?", actions: ["No", "Yes"], cancelAction: 0)
                var outcomes: [String] = []
                var retry: Disposable?
                let first = alert.present(over: window).subscribe(onSuccess: { _ in
                    outcomes.append("first")
                    retry = alert.present(over: window).subscribe(
                        onSuccess: { outcomes.append("retry \($0)") }, onCompleted: { outcomes.append("retry empty") })
                })
                XCTAssertTrue(alert.buttons[1].user.click())
                XCTAssertEqual(outcomes, ["first"])
                XCTAssertEqual(Gtk.Alert.presented.count, 1)
                XCTAssertTrue(Gtk.run(until: { isMapped(alert.window) }), "the retry is not shown")
                XCTAssertTrue(alert.buttons[0].user.click())
                XCTAssertEqual(outcomes, ["first", "retry 0"])
                first.dispose()
                retry?.dispose()
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }))
                window.destroy()
            }
        }

        /// While an alert is shown, presenting it again completes at once, empty, and shows nothing more.
        func testPresentingAnAlertThatIsShownCompletesEmpty() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "main")
                window.present()
                let alert = Gtk.Alert(title: "Busy", actions: ["OK"])
                var outcomes: [String] = []
                let first = alert.present(over: window).subscribe(onSuccess: { outcomes.append("first \($0)") })
                let second = alert.present(over: window).subscribe(
                    onSuccess: { outcomes.append("second \($0)") }, onCompleted: { outcomes.append("second empty") })
                XCTAssertEqual(outcomes, ["second empty"])
                XCTAssertEqual(Gtk.Alert.presented.count, 1)
                XCTAssertTrue(alert.buttons[0].user.click())
                XCTAssertEqual(outcomes, ["second empty", "first 0"])
                first.dispose()
                second.dispose()
                XCTAssertTrue(Gtk.run(until: { Gtk.Alert.presented.isEmpty }))
                window.destroy()
            }
        }

        func testDisposingTheSubscriptionClosesTheAlert() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "main")
                let alert = Gtk.Alert(title: "Busy", actions: ["OK"])
                let destroyed = alert.window.rx.destroyed
                let subscription = alert.present(over: window).subscribe()
                XCTAssertEqual(Gtk.Alert.presented.count, 1)
                subscription.dispose()
                XCTAssertTrue(Gtk.run(until: destroyed))
                XCTAssertTrue(Gtk.Alert.presented.isEmpty)
                window.destroy()
            }
        }
    }
#endif

#if GTK
    /// Choosers: a drop-down (picker, segmented control), a calendar (date picker), an image.
    final class ChooserTests: GtkTestCase {
        /// A drop-down's items sent again (a view model's list re-emitted) keep the user's choice, as a picker's
        /// reload keeps its selected row; a shorter list keeps the last item. Each element made a new model, and
        /// GTK selected its first item, silently: a two-way-bound view model kept the old index.
        func testReplacingADropDownsItemsKeepsTheUsersChoice() {
            MainActor.assumeIsolated {
                let dropDown = Gtk.DropDown()
                onScreen(dropDown)
                let sizes = BehaviorRelay(value: ["s", "m", "l"])
                let binding = sizes.bind(to: dropDown.rx.items)
                XCTAssertTrue(dropDown.user.choose(2))
                sizes.accept(["s", "m", "l"])
                XCTAssertEqual(dropDown.selectedIndex, 2)
                sizes.accept(["S", "M", "L", "XL"])
                XCTAssertEqual(dropDown.selectedIndex, 2)
                sizes.accept(["one"])
                XCTAssertEqual(dropDown.selectedIndex, 0)
                binding.dispose()
            }
        }

        /// A click on a day announces it once (`day-selected`), whether or not its number changed, as GTK's own
        /// click does.
        func testPickingADayAnnouncesItOnce() throws {
            try MainActor.assumeIsolated {
                let calendar = Gtk.Calendar()
                onScreen(calendar)
                let announcements = Recorder<Void>()
                let subscription = try calendar.rx.controlEvent("day-selected").subscribe(announcements.observer)
                let today = calendar.date
                XCTAssertTrue(calendar.user.pick(today))
                XCTAssertEqual(announcements.elements.count, 1, "the same day")
                let otherDay = Foundation.Calendar.current.date(byAdding: .day, value: 3, to: today)!
                XCTAssertTrue(calendar.user.pick(otherDay))
                XCTAssertEqual(announcements.elements.count, 2, "another day")
                // The same day of another month and year: GTK's selection announced nothing (its day number did
                // not change), and the date went unreported (a random lifecycle run found it).
                calendar.date = day(2026, 11, 30)
                let beforePick = announcements.elements.count
                XCTAssertTrue(calendar.user.pick(day(1975, 3, 30)))
                XCTAssertEqual(announcements.elements.count, beforePick + 1, "the same day number, another month")
                XCTAssertEqual(calendar.date, day(1975, 3, 30))
                subscription.dispose()
            }
        }

        func testDropDownReportsTheUsersChoiceOnly() {
            MainActor.assumeIsolated {
                let dropDown = Gtk.DropDown(items: ["small", "medium", "large"])
                onScreen(dropDown)
                let choices = Recorder<Int?>()
                let subscription = dropDown.rx.selectedIndex.subscribe(choices.observer)
                XCTAssertTrue(dropDown.user.choose(2))
                XCTAssertFalse(dropDown.user.choose(3))
                dropDown.selectedIndex = 1
                let items = Observable.just(["a", "b"]).bind(to: dropDown.rx.items)
                XCTAssertEqual(dropDown.items, ["a", "b"])
                let binding = Observable.just(1).bind(to: dropDown.rx.selectedIndex)
                XCTAssertEqual(dropDown.selectedIndex, 1)
                XCTAssertEqual(choices.elements, [0, 2])
                dropDown.user.choose(0)
                XCTAssertEqual(choices.elements, [0, 2, 0])
                [items, binding, subscription].forEach { $0.dispose() }
            }
        }

        /// A fresh calendar opens on today; the same day number in another month and year, picked, is reported
        /// (a random lifecycle run found it was not: GTK's selection announced nothing and the pick nothing).
        func testAFreshCalendarReportsThePickOfTheSameDayNumberElsewhere() {
            MainActor.assumeIsolated {
                let calendar = Gtk.Calendar()
                onScreen(calendar)
                let dates = Recorder<Date>()
                let subscription = calendar.rx.date.subscribe(dates.observer)
                let today = calendar.date
                let sameDayNumber = Foundation.Calendar.current.date(byAdding: .year, value: -51, to: today)!
                XCTAssertTrue(calendar.user.pick(sameDayNumber))
                XCTAssertEqual(dates.elements, [today, sameDayNumber])
                subscription.dispose()
            }
        }

        func testCalendarReportsThePickedDay() {
            MainActor.assumeIsolated {
                let calendar = Gtk.Calendar()
                onScreen(calendar)
                calendar.date = day(2026, 3, 14)
                let dates = Recorder<Date>()
                let subscription = calendar.rx.date.subscribe(dates.observer)
                XCTAssertTrue(calendar.user.pick(day(2026, 11, 27)))
                calendar.date = day(2020, 1, 1)
                let binding = Observable.just(day(2021, 6, 1)).bind(to: calendar.rx.date)
                XCTAssertEqual(calendar.date, day(2021, 6, 1))
                XCTAssertEqual(dates.elements, [day(2026, 3, 14), day(2026, 11, 27)])
                binding.dispose()
                subscription.dispose()
            }
        }

        func testImageShowsAnIconOrNothing() {
            MainActor.assumeIsolated {
                let image = Gtk.Image()
                let names = PublishSubject<String?>()
                let binding = names.bind(to: image.rx.iconName)
                names.onNext("dialog-information")
                XCTAssertEqual(image.iconName, "dialog-information")
                names.onNext(nil)
                XCTAssertTrue(image.isEmpty)
                binding.dispose()
            }
        }
    }
#endif

#if GTK
    /// A navigation stack: push a detail screen, go back; the popped screen's bindings end.
    final class NavigationStackTests: GtkTestCase {
        func testPushAndGoBack() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "navigation")
                let list = Gtk.Label("repositories")
                let navigation = Gtk.NavigationStack(root: list, title: "Repositories")
                let header = Gtk.HeaderBar()
                let refresh = Gtk.Button(label: "Refresh")
                header.packEnd(refresh)
                window.setTitleBar(header)
                window.setChild(navigation)
                window.present()
                XCTAssertFalse(navigation.backButton.user.click(), "no back on the first screen")

                let detail = Gtk.Entry()
                navigation.push(detail, title: "OpenRx")
                XCTAssertEqual(navigation.depth, 2)
                XCTAssertEqual(navigation.titleLabel.text, "OpenRx")
                let texts = Recorder<String?>()
                let subscription = detail.rx.text.subscribe(texts.observer)

                XCTAssertTrue(navigation.backButton.user.click())
                XCTAssertEqual(navigation.depth, 1)
                XCTAssertTrue(navigation.top === list)
                XCTAssertEqual(navigation.titleLabel.text, "Repositories")
                XCTAssertEqual(texts.completions, 1, "the popped screen's bindings end")
                XCTAssertFalse(detail.user.type("x"))
                subscription.dispose()
                window.destroy()
            }
        }

        /// GTK shows a navigation stack whose wrapper the app dropped (it keeps its window and screens), and Back
        /// still goes back: the back button's handler held the wrapper weakly, so it did nothing once the wrapper
        /// was gone, and the user was stuck on the detail screen.
        func testBackWorksAfterTheStacksWrapperWasDropped() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "navigation")
                let detail = Gtk.Entry()
                var navigation: Gtk.NavigationStack? = Gtk.NavigationStack(
                    root: Gtk.Label("repositories"), title: "Repositories")
                window.setChild(navigation!)
                window.present()
                navigation?.push(detail, title: "OpenRx")
                let backButton = navigation!.backButton
                let titleLabel = navigation!.titleLabel
                let texts = Recorder<String?>()
                let subscription = detail.rx.text.subscribe(texts.observer)
                navigation = nil
                XCTAssertTrue(backButton.user.click())
                XCTAssertEqual(texts.completions, 1, "the popped screen's bindings end")
                XCTAssertEqual(titleLabel.text, "Repositories")
                XCTAssertFalse(backButton.isSensitive, "no back on the first screen")
                subscription.dispose()
                window.destroy()
            }
        }
    }
#endif

#if GTK
    final class OpenURLTests: GtkTestCase {
        func testURLsGoToTheOpener() {
            MainActor.assumeIsolated {
                let window = Gtk.Window(title: "links")
                var opened: [String] = []
                let original = Gtk.urlOpener
                Gtk.urlOpener = { url, over in opened.append("\(url.absoluteString) over \(over?.title ?? "nothing")") }
                defer { Gtk.urlOpener = original }
                let binding = Observable.just(URL(string: "https://example.org/rx")!).bind(to: window.rx.openURL)
                Gtk.open(URL(string: "https://example.org/plain")!)
                XCTAssertEqual(opened, ["https://example.org/rx over links", "https://example.org/plain over nothing"])
                binding.dispose()
                window.destroy()
            }
        }

        /// GTK keeps an open window whose wrapper the app dropped, and so does the binder: URLs sent after the drop
        /// still open over it. The binder held the wrapper weakly and dropped them without a word.
        func testURLsOpenOverAWindowWhoseWrapperWasDropped() {
            MainActor.assumeIsolated {
                var window: Gtk.Window? = Gtk.Window(title: "links")
                let pointer = window!.pointer
                var opened: [String] = []
                let original = Gtk.urlOpener
                Gtk.urlOpener = { url, over in opened.append("\(url.absoluteString) over \(over?.title ?? "nothing")") }
                defer { Gtk.urlOpener = original }
                let urls = PublishSubject<URL>()
                let binding = urls.bind(to: window!.rx.openURL)
                window?.present()
                window = nil
                urls.onNext(URL(string: "https://example.org/later")!)
                XCTAssertEqual(opened, ["https://example.org/later over links"])
                binding.dispose()
                gtk_window_destroy(pointer.assumingMemoryBound(to: GtkWindow.self))
            }
        }
    }
#endif
