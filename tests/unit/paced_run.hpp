#pragma once
// What the tests of paced workers share (test_tcp_worker, test_udp_worker,
// test_disk_worker; docs/metrics.md, "Paced requests"): a run on a schedule kept it when it
// completed what came due, within a tolerance.
//
// A worker's lanes run at nice 19 (docs/architecture.md, "Threads and priorities"). In a
// test process, beside the other tests ctest runs at once in the same session, such a lane
// can go without a CPU for a few hundred milliseconds (1418 of 1972 disk I/Os done in one
// `ctest -j2` run, every one done when run alone); a dynamo, in a session of its own, does
// not. So a run that fell behind is run once more, and only two that fell behind fail.

#include <QtTest>

#include <cstdint>
#include <cstdlib>
#include <functional>
#include <string>

namespace iometry::test {

/**
 * @brief Runs @p attempt, which sets what came due and what was completed, at most twice,
 *        until the two are within @p tolerance (a fraction of what came due); false with
 *        @p why when neither run was, or when a check in @p attempt failed.
 */
inline bool keepsItsSchedule(const std::function<void(std::uint64_t& due, std::uint64_t& done)>& attempt,
                             double tolerance, std::string& why) {
    for (int run = 1; run <= 2; ++run) {
        std::uint64_t due = 0, done = 0;
        attempt(due, done);
        if (QTest::currentTestFailed()) return false;
        const double off = std::abs(static_cast<double>(done) - static_cast<double>(due));
        qInfo("run %d: %llu came due, %llu completed", run, static_cast<unsigned long long>(due),
              static_cast<unsigned long long>(done));
        why = std::to_string(done) + " completed of " + std::to_string(due) + " due";
        if (due > 0 && off <= tolerance * static_cast<double>(due)) return true;
    }
    return false;
}

}  // namespace iometry::test
