// OpenRx — reactive programming for Swift. MIT licence.

#if GTK
    internal import CGtk4

    extension Gtk.Widget {
        /// Renders the widget as it is on screen now to an image, `width` × `height` pixels in Cairo's ARGB32
        /// layout (4 bytes a pixel: blue, green, red, alpha on little-endian machines, premultiplied), rows
        /// `stride` bytes apart. GTK's own renderer draws it (`GtkWidgetPaintable`, then
        /// `gsk_renderer_render_texture`).
        ///
        /// - Throws: ``GtkError/snapshotUnavailable(reason:)`` if the widget is not in a realized window or
        ///   has no size yet (present its window and let the main loop run first).
        public func snapshot() throws -> (width: Int, height: Int, stride: Int, pixels: [UInt8]) {
            let texture = try renderTexture()
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            let width = Int(gdk_texture_get_width(texture))
            let height = Int(gdk_texture_get_height(texture))
            let stride = width * 4
            var pixels = [UInt8](repeating: 0, count: stride * height)
            pixels.withUnsafeMutableBufferPointer { buffer in
                gdk_texture_download(texture, buffer.baseAddress, gsize(stride))
            }
            return (width, height, stride, pixels)
        }

        /// Renders the widget as it is on screen now to a PNG file at `path`.
        ///
        /// - Throws: as ``snapshot()``, or ``GtkError/snapshotUnavailable(reason:)`` if the file cannot be
        ///   written.
        public func writePNG(to path: String) throws {
            let texture = try renderTexture()
            defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
            guard gdk_texture_save_to_png(texture, path) != 0 else {
                throw GtkError.snapshotUnavailable(reason: "could not write \(path)")
            }
        }

        /// The widget rendered by its window's renderer.
        private func renderTexture() throws -> OpaquePointer {
            let widget: UnsafeMutablePointer<GtkWidget> = pointer.typed()
            let width = gtk_widget_get_width(widget)
            let height = gtk_widget_get_height(widget)
            guard width > 0, height > 0 else {
                throw GtkError.snapshotUnavailable(reason: "it has no size yet")
            }
            guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else {
                throw GtkError.snapshotUnavailable(reason: "it is not in a realized window")
            }
            let paintable = gtk_widget_paintable_new(widget)!
            defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
            let snapshot = gtk_snapshot_new()!
            gdk_paintable_snapshot(paintable, UnsafeMutableRawPointer(snapshot).opaque, Double(width), Double(height))
            guard let node = gtk_snapshot_free_to_node(snapshot) else {
                throw GtkError.snapshotUnavailable(reason: "it drew nothing")
            }
            defer { gsk_render_node_unref(node) }
            var viewport = graphene_rect_t(
                origin: graphene_point_t(x: 0, y: 0), size: graphene_size_t(width: Float(width), height: Float(height)))
            guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else {
                throw GtkError.snapshotUnavailable(reason: "the renderer made no texture")
            }
            return texture
        }
    }
#endif
