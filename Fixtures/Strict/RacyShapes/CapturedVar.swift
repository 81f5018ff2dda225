// expect: mutation of captured var 'count' in concurrently-executing code
// The idiom the strict mode rejects (README: write a lock or `Mutex`, `scan`, or a relay instead): two
// subscriptions of `counted` run the closure at once on two threads.
import OpenRx

func countedElements(_ source: Observable<Int>) -> Observable<Int> {
    var count = 0
    return source.do(onNext: { _ in count += 1 })
}
