// expect: capture of 'cache' with non-Sendable type 'Cache' in a '@Sendable' closure
// A Driver's operator closure too: the shared cache is touched from every subscription's closure.
import OpenRxCocoa

final class Cache {
    var hits = 0
}

func titles(_ source: Driver<String>, cache: Cache) -> Driver<String> {
    source.map { title in
        cache.hits += 1
        return title.uppercased()
    }
}
