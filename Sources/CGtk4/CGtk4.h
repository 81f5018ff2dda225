// OpenRx — reactive programming for Swift. MIT licence.
//
// GTK 4's C API for OpenRxGTK, plus what Swift cannot import from it: variadic functions and function-like
// macros get small inline wrappers here.
#ifndef OPENRX_CGTK4_H
#define OPENRX_CGTK4_H

#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>

// libdispatch's main-queue hooks for foreign run loops (swift-corelibs-foundation's RunLoop uses them):
// an eventfd that becomes readable when the main queue has work, and the call that runs that work.
int _dispatch_get_main_queue_handle_4CF(void);
void _dispatch_main_queue_callback_4CF(void *msg);

/// `G_TYPE_OBJECT` (a macro).
static inline GType openrx_g_type_object(void) { return G_TYPE_OBJECT; }

/// What a signal returns, without `G_SIGNAL_TYPE_STATIC_SCOPE`: 0 for nothing, 1 for a boolean, 2 for
/// anything else (`G_TYPE_NONE`, `G_TYPE_BOOLEAN` are macros).
static inline int openrx_g_signal_return_kind(guint signal_id) {
    GSignalQuery query;
    g_signal_query(signal_id, &query);
    GType type = query.return_type & ~G_SIGNAL_TYPE_STATIC_SCOPE;
    return type == G_TYPE_NONE ? 0 : type == G_TYPE_BOOLEAN ? 1 : 2;
}

/// `GTK_INVALID_LIST_POSITION` (a macro).
static inline guint openrx_gtk_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }

/// `g_signal_emit_by_name` for a signal with no arguments and no return value (the call is variadic).
static inline void openrx_g_signal_emit_by_name(gpointer instance, const gchar *detailed_signal) {
    g_signal_emit_by_name(instance, detailed_signal);
}

/// `g_signal_emit_by_name` for a signal with one string argument and no return value ("insert-at-cursor").
static inline void openrx_g_signal_emit_by_name_string(gpointer instance, const gchar *detailed_signal,
                                                       const gchar *argument) {
    g_signal_emit_by_name(instance, detailed_signal, argument);
}

/// `g_signal_emit_by_name` for a signal with an enum and an integer argument ("delete-from-cursor",
/// "move-cursor"'s first two) and no return value.
static inline void openrx_g_signal_emit_by_name_int_int(gpointer instance, const gchar *detailed_signal,
                                                        gint first, gint second) {
    g_signal_emit_by_name(instance, detailed_signal, first, second);
}

/// `g_signal_emit_by_name` for a signal with one integer-class argument (an enum) and no return value
/// (`GtkSpinButton::change-value`).
static inline void openrx_g_signal_emit_by_name_int(gpointer instance, const gchar *detailed_signal, gint argument) {
    g_signal_emit_by_name(instance, detailed_signal, argument);
}

/// `g_signal_emit_by_name` for a gesture signal with a count and a point (`GtkGestureClick::pressed`, `released`).
static inline void openrx_g_signal_emit_by_name_int_point(gpointer instance, const gchar *detailed_signal, gint count,
                                                          gdouble x, gdouble y) {
    g_signal_emit_by_name(instance, detailed_signal, count, x, y);
}

/// `g_signal_emit_by_name` for a gesture signal with one double (`GtkGestureZoom::scale-changed`).
static inline void openrx_g_signal_emit_by_name_double(gpointer instance, const gchar *detailed_signal,
                                                       gdouble value) {
    g_signal_emit_by_name(instance, detailed_signal, value);
}

/// `g_signal_emit_by_name` for a gesture signal with a point (`GtkGestureLongPress::pressed`,
/// `GtkGestureDrag::drag-begin`, `drag-update`, `drag-end`).
static inline void openrx_g_signal_emit_by_name_point(gpointer instance, const gchar *detailed_signal, gdouble x,
                                                      gdouble y) {
    g_signal_emit_by_name(instance, detailed_signal, x, y);
}

/// `GtkRange::change-value`, what dragging a slider emits: returns whether a handler stopped the change.
static inline gboolean openrx_gtk_range_emit_change_value(gpointer range, GtkScrollType scroll, gdouble value) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(range, "change-value", scroll, value, &handled);
    return handled;
}

/// `g_signal_emit_by_name` for a signal that returns a boolean and takes no arguments ("close-request").
static inline gboolean openrx_g_signal_emit_by_name_returning_boolean(gpointer instance, const gchar *detailed_signal) {
    gboolean result = FALSE;
    g_signal_emit_by_name(instance, detailed_signal, &result);
    return result;
}

/// A plain `GObject`, an item of a list model (`g_object_new` is variadic).
static inline gpointer openrx_g_object_new_plain(void) { return g_object_new(G_TYPE_OBJECT, NULL); }

/// `G_OBJECT_TYPE` (a macro): the type of a GObject instance.
static inline GType openrx_g_object_type(gpointer instance) { return G_OBJECT_TYPE(instance); }

/// Whether the GObject `instance` has a property named `name` (`G_OBJECT_GET_CLASS` is a macro).
static inline gboolean openrx_g_object_has_property(gpointer instance, const gchar *name) {
    return g_object_class_find_property(G_OBJECT_GET_CLASS(instance), name) != NULL;
}

#endif
