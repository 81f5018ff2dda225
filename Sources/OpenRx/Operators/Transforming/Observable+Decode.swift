// OpenRx — reactive programming for Swift. MIT licence.

import Foundation

/// A decoder of `Decodable` values from data (`JSONDecoder` and `PropertyListDecoder` are ones).
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}

extension ObservableType where Element == Data {
    /// Decodes each element with `decoder`; a decoding error ends the sequence with that error.
    ///
    ///     responses.decode(type: User.self, decoder: JSONDecoder())
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        // The logic, not `map`: a closure formed here is OpenRx's, not checked as an app's (Foundation's
        // decoders are not `Sendable`; each element is decoded in turn, as in RxSwift).
        Producer(MapLogic(source: asObservable(), transform: { try decoder.decode(type, from: $0) }))
    }
}
