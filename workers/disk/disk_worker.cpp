#include "workers/disk/disk_worker.hpp"

#include <sys/mman.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "engine/kinds/disk/disk_kind.hpp"
#include "workers/disk/disk_access.hpp"
#include "workers/disk/verify_pattern.hpp"
#include "workers/paced_schedule.hpp"
#include "workers/socket_util.hpp"

namespace iometry::workers::disk {

namespace {

constexpr std::int64_t kReapWaitNs = 50'000'000;   // the loop looks at stop and end this often
constexpr std::int64_t kDrainWaitNs = 5'000'000'000;  // in-flight I/Os after the end, at most
constexpr int kErrorMessages = 10;                  // messages per step; the rest are counted
constexpr std::size_t kBufferAlign = 4096;
constexpr std::size_t kHugePage = std::size_t{2} << 20;  ///< x86-64 and arm64 transparent huge pages

}  // namespace

DiskSetup::DiskSetup(model::ConfiguredWorker worker) : model::ConfiguredWorker(std::move(worker)) {
    const auto& s = settingsOf<model::DiskSettings>();
    target = {s.path, s.fileSize, s.direct, s.blockDevice, s.force, s.verify, s.startOffset};
    engine = s.engine;
    dataPattern = s.dataPattern;
}

std::unique_ptr<Worker> makeDiskWorker(model::ConfiguredWorker worker, std::string&) {
    return std::make_unique<DiskWorker>(DiskSetup(std::move(worker)));
}

DiskWorker::DiskWorker(DiskSetup setup)
    : m_setup(std::move(setup)), m_paced(m_setup.pacing, m_setup.seed, m_setup.count) {
    // Reads and writes are timed apart (docs/metrics.md, "Read and write latency"): a
    // histogram for each direction the spec has (a hand-off's is ~36 KB).
    const OpSequence shape(m_setup.spec, m_setup.seed, false);
    if (shape.hasReads()) m_lane.readLatency.reserve();
    if (shape.hasWrites()) m_lane.writeLatency.reserve();
}

DiskWorker::~DiskWorker() { m_run.stopAndJoin(); }

bool DiskWorker::prepare(std::optional<std::uint16_t>& port, std::string& error) {
    const std::atomic<bool> never{false};
    return prepare(port, {}, never, error);
}

bool DiskWorker::prepare(std::optional<std::uint16_t>&, const PrepareProgress& progress,
                         const std::atomic<bool>& cancel, std::string& error) {
    const TargetOptions& o = m_setup.target;
    if (!m_target.open(o, progress, cancel, error, m_warning)) return false;
    m_targetFacts = m_target.describe();
    const std::uint64_t block = o.direct ? m_target.logicalBlock() : 0;
    if (auto why = DiskAccess::check(m_setup.spec, m_target.span(), block)) {
        error = o.path + ": " + *why;
        return false;
    }
    const auto pattern = dataPatternNamed(m_setup.dataPattern);
    if (!pattern) {
        error = "unknown data_pattern \"" + m_setup.dataPattern +
                "\" (repeating, pseudo_random or full_random)";
        return false;
    }
    if (o.verify && !m_setup.dataPattern.empty()) {
        error = "with verify every write carries the verification stamps: leave data_pattern out";
        return false;
    }
    if (o.verify) {
        for (const auto& line : m_setup.spec.lines) {
            if (line.share > 0 && (line.size % kVerifyUnit != 0 || DiskAccess::alignmentOf(line) % kVerifyUnit != 0)) {
                error = "verify checks " + std::to_string(kVerifyUnit) +
                        "-byte units: every size and alignment must be a multiple of it, got size " +
                        std::to_string(line.size);
                return false;
            }
        }
    }
    std::uint64_t largest = 0;
    for (const auto& line : m_setup.spec.lines) largest = std::max(largest, line.size);
    const std::size_t bytes = (largest + kBufferAlign - 1) / kBufferAlign * kBufferAlign;
    m_owned.clear();
    m_buffers.slots.clear();
    m_buffers.size = bytes;
    // One region for all the buffers; from 2 MiB on it is aligned to 2 MiB and offered huge
    // pages (docs/plan-format.md, "Disk semantics"): a 1-MiB request in 4-KiB pages is 256
    // memory segments, more than a virtio disk takes in one request (its max_segments, 254
    // here), so the block layer splits it; in a huge page it is one segment.
    const std::size_t total = bytes * static_cast<std::size_t>(m_setup.outstanding);
    const std::size_t align = total >= kHugePage ? kHugePage : kBufferAlign;
    const std::size_t regionBytes = (total + align - 1) / align * align;
    auto* region = static_cast<unsigned char*>(std::aligned_alloc(align, regionBytes));
    if (!region) {
        error = "out of memory for " + std::to_string(m_setup.outstanding) + " buffers of " +
                std::to_string(bytes) + " bytes";
        return false;
    }
    m_owned.emplace_back(region, &std::free);
    if (!o.verify && !m_data.prepare(*pattern, m_setup.seed, largest, error))
        return false;
    m_buffers.shared = m_data.region();  // full_random's writes go from there
    m_buffers.sharedSize = m_data.regionBytes();
    // Every slot is filled before its first write (docs/plan-format.md, "Data patterns").
    m_stale.assign(static_cast<std::size_t>(m_setup.outstanding), true);
    if (align == kHugePage) ::madvise(region, regionBytes, MADV_HUGEPAGE);  // a hint: refused is fine
    for (int i = 0; i < m_setup.outstanding; ++i) {
        unsigned char* p = region + static_cast<std::size_t>(i) * bytes;
        // What a write without verify leaves: units that a later verified read skips
        // (with verify, each write stamps its units first).
        markUnverified(p, bytes);
        m_buffers.slots.push_back(p);
    }
    if (o.verify) {
        // A file reused from elsewhere has no stamps: say so now, not as a mismatch per read.
        const std::uint64_t probe = std::max<std::uint64_t>(kVerifyUnit, m_target.logicalBlock());
        const ssize_t n =
            ::pread(m_target.fd(), m_buffers.slots[0], probe, static_cast<off_t>(o.startOffset));
        if (n != static_cast<ssize_t>(probe) ||
            checkUnits(m_buffers.slots[0], kVerifyUnit, o.startOffset)) {
            error = o.path + " was not filled by Iometry (its first unit has no stamp): delete it "
                             "so that it is filled again, or set verify false";
            return false;
        }
    }
    m_engine = makeIoEngine(m_setup.engine, m_target.fd(),
                            static_cast<unsigned>(m_setup.outstanding), m_buffers, m_engineNote, error);
    if (!m_engine) {
        error = "engine " + m_setup.engine + ": " + error;
        return false;
    }
    return true;
}

bool DiskWorker::connect(std::uint16_t, std::chrono::steady_clock::time_point,
                         const std::atomic<bool>&, std::string& error) {
    error = "a disk worker has no partner to connect";
    return false;
}

std::string DiskWorker::engineName() const { return m_engine ? m_engine->name() : std::string(); }

nlohmann::json DiskWorker::facts() const {
    nlohmann::json j = {{"engine", engineName()},
                        {"span", m_target.span()},
                        {"logical_block", m_target.logicalBlock()},
                        {"device", m_target.deviceNumber()}};
    if (!m_engineNote.empty()) j["engine_note"] = m_engineNote;
    if (!m_warning.empty()) j["warning"] = m_warning;
    for (const auto& [key, value] : m_targetFacts.items()) j[key] = value;
    return j;
}

void DiskWorker::start(std::shared_ptr<StartGate> gate) {
    m_run.start(std::move(gate), [this] { run(); });
}

void DiskWorker::run() {
    if (!m_engine) {
        m_run.addError("the disk worker was started before it was prepared");
        m_run.leaveGate();
        m_run.finish();
        return;
    }
    prepareLaneThread(m_setup.cpu, m_setup.probe);
    std::string error;
    if (!m_engine->start(error)) {
        m_run.addError("engine " + std::string(m_engine->name()) + ": " + error);
        m_run.leaveGate();
        m_run.finish();
        return;
    }
    m_run.passGate();
    const bool verify = m_setup.target.verify;
    // DiskAccess places each I/O in [0, span); the span starts at start_offset on the
    // target (docs/plan-format.md, "Where the span starts"), added where the I/O is issued.
    const std::uint64_t base = m_setup.target.startOffset;
    DiskAccess access(m_setup.spec, m_setup.seed, m_target.span());
    struct Slot {
        DiskOp op;
        std::int64_t started = 0;
        bool busy = false;
    };
    // The engine's depth: `outstanding`, or 1 for sync (docs/plan-format.md "Disk semantics").
    std::vector<Slot> slots(std::min<std::size_t>(static_cast<std::size_t>(m_setup.outstanding),
                                                   m_engine->maxInFlight()));
    std::vector<unsigned> freeSlots;
    for (unsigned i = static_cast<unsigned>(slots.size()); i-- > 0;) freeSlots.push_back(i);
    std::vector<IoCompletion> done;
    std::optional<DiskOp> held;  // waits for an overlapping I/O in flight (verify)
    std::int64_t pauseUntil = 0;
    unsigned inflight = 0;
    int messages = 0;
    std::uint64_t unreported = 0;
    auto report = [&](std::string message) {
        if (messages++ < kErrorMessages) m_run.addError(std::move(message));
        else ++unreported;
    };
    auto overlapsWrite = [&](const DiskOp& op) {
        return std::any_of(slots.begin(), slots.end(), [&](const Slot& s) {
            return s.busy && (!s.op.read || !op.read) && s.op.offset < op.offset + op.size &&
                   op.offset < s.op.offset + s.op.size;
        });
    };
    auto complete = [&](const IoCompletion& c, std::int64_t now, bool counted) {
        Slot& s = slots[c.slot];
        s.busy = false;
        freeSlots.push_back(c.slot);
        --inflight;
        if (!counted) return;
        m_lane.latencyOf(s.op.read).record(static_cast<std::uint64_t>(std::max<std::int64_t>(0, now - s.started)));
        const char* what = s.op.read ? "read" : "write";
        if (c.result != static_cast<long long>(s.op.size)) {
            m_lane.errors.fetch_add(1, std::memory_order_relaxed);
            report(std::string(what) + " of " + std::to_string(s.op.size) + " bytes at offset " +
                   std::to_string(base + s.op.offset) + ": " +
                   (c.result < 0 ? std::string(std::strerror(static_cast<int>(-c.result)))
                                 : "moved " + std::to_string(c.result) + " bytes"));
            return;
        }
        if (s.op.read) {
            LaneCounters::add(m_lane.readOps, 1);
            LaneCounters::add(m_lane.bytesRead, s.op.size);
            if (verify) {
                std::size_t bad = 0;
                if (auto mismatch =
                        checkUnits(m_buffers.slots[c.slot], s.op.size, base + s.op.offset, &bad)) {
                    m_lane.errors.fetch_add(1, std::memory_order_relaxed);
                    std::string what = "verify: " + m_setup.target.path + ": the unit at offset " +
                                       std::to_string(mismatch->offset) + ": " + mismatch->what +
                                       " (" + std::to_string(bad) + " bad unit(s) in the read of " +
                                       std::to_string(s.op.size) + " bytes at offset " +
                                       std::to_string(base + s.op.offset) + ")";
                    {
                        std::lock_guard lock(m_failureMutex);
                        if (m_failure.empty()) m_failure = what;
                    }
                    report(std::move(what));
                }
            }
        } else {
            LaneCounters::add(m_lane.writeOps, 1);
            LaneCounters::add(m_lane.bytesWritten, s.op.size);
        }
    };

    // Completions are taken one at a time, each replaced by a new I/O that goes to the
    // kernel at once while more completions wait to be taken; the replacement of the last
    // one goes with the reap() that waits (io_uring: in the same system call, one per I/O
    // at QD 1). Ten I/Os handed over in one submission kept the virtio disk here 10-15 %
    // below fio at QD 32, which submits each as it reaps one (bench/README.md). Each I/O is
    // timed to when it is taken, as fio times it: the time a completion waits behind the
    // others' submissions is in its latency, so IOPS x mean latency stays the depth.
    //
    // Paced (IOPS on a schedule, docs/metrics.md "Paced requests"), a free slot waits for
    // the next due time, and an I/O is timed from it: a stalled device holds the I/Os due
    // meanwhile, which go as slots free up, each charged its wait.
    std::optional<Schedule> schedule = m_paced.begin(steadyNs(), m_run.endNs());
    auto isDue = [&](std::int64_t now) { return !schedule || schedule->due() <= now; };
    std::size_t next = 0;  // done[next...] are reaped and not taken yet (still in flight)
    bool failed = false;
    while (!m_run.stopping() && !failed) {
        std::int64_t now = steadyNs();
        if (m_run.pastEnd(now)) break;
        if (next < done.size()) complete(done[next++], now, true);
        const bool more = next < done.size();
        unsigned queued = 0;
        while (!freeSlots.empty() && now >= pauseUntil && isDue(now)) {
            const DiskOp op = held ? *held : access.next();
            held.reset();
            if (verify && overlapsWrite(op)) {
                held = op;  // after the I/O it overlaps completes
                break;
            }
            const unsigned slot = freeSlots.back();
            freeSlots.pop_back();
            const unsigned char* from = nullptr;  // full_random: a place of its region
            if (op.read)
                m_stale[slot] = true;  // the pattern it held is read over
            else if (verify)
                stampUnits(m_buffers.slots[slot], op.size, base + op.offset, m_setup.generation);
            else if (m_buffers.shared)
                from = m_data.place(op.size);
            else {
                m_data.fill(m_buffers.slots[slot], op.size, m_stale[slot]);
                m_stale[slot] = false;
            }
            slots[slot] = {op, schedule ? schedule->take() : steadyNs(), true};
            if (!m_engine->queue(slot, op.read, base + op.offset, op.size, from, error)) {
                report(error);
                m_lane.errors.fetch_add(1, std::memory_order_relaxed);
                slots[slot].busy = false;
                freeSlots.push_back(slot);
                failed = true;
                break;
            }
            ++inflight;
            ++queued;
            if (op.delayAfterMs > 0) {
                pauseUntil = steadyNs() + std::int64_t{op.delayAfterMs} * 1'000'000;
                break;
            }
        }
        if (more) {
            if (queued > 0 && !m_engine->commit(error)) {
                report(error);
                m_lane.errors.fetch_add(1, std::memory_order_relaxed);
                break;
            }
            continue;
        }
        if (inflight == 0) {
            // Between bursts, or until the next paced I/O is due: nothing in flight.
            if (schedule) {
                if (!m_run.waitUntilDue(*schedule)) break;  // none due before the end
                continue;
            }
            const std::int64_t wake = std::min(pauseUntil, m_run.endNs());
            now = steadyNs();
            if (wake > now)
                std::this_thread::sleep_for(std::chrono::nanoseconds(std::min(wake - now, kReapWaitNs)));
            continue;
        }
        done.clear();
        next = 0;
        now = steadyNs();
        std::int64_t wait = std::clamp<std::int64_t>(m_run.endNs() - now, 0, kReapWaitNs);
        // A free slot waits for a completion or the next due time, whichever comes first;
        // the last Schedule::spinNs() before it the loop spins, looking for completions.
        if (schedule && !freeSlots.empty() && !held)
            wait = std::min(wait, std::max<std::int64_t>(0, schedule->due() - now - schedule->spinNs()));
        if (m_engine->reap(done, 1, wait, error) < 0) {
            report(error);
            m_lane.errors.fetch_add(1, std::memory_order_relaxed);
            break;
        }
    }
    // An I/O taken after the step's end falls in no interval (as a stream's tail). The
    // buffers must outlive every I/O the kernel still has: wait for them, uncounted.
    for (; next < done.size(); ++next) complete(done[next], 0, false);
    const std::int64_t giveUp = steadyNs() + kDrainWaitNs;
    while (inflight > 0 && steadyNs() < giveUp) {
        done.clear();
        if (m_engine->reap(done, inflight, kReapWaitNs, error) < 0) break;
        for (const IoCompletion& c : done) complete(c, 0, false);
    }
    if (inflight > 0) {
        // Leaking the buffers is better than the kernel writing into freed memory.
        for (auto& owned : m_owned) (void)owned.release();
        report("the disk worker gave up waiting for " + std::to_string(inflight) + " I/O(s)");
    }
    if (unreported > 0) m_run.addError(std::to_string(unreported) + " more I/O error(s)");
    m_run.finish();
}

void DiskWorker::stop() { m_run.stopAndJoin(); }

WorkerDelta DiskWorker::takeDelta() {
    WorkerDelta d;
    m_reader.takeInto(0, m_lane, d);
    d.counters.scheduled += m_paced.takeDue(steadyNs());
    m_run.takeThreadTimes(d.counters);
    return d;
}

std::vector<std::string> DiskWorker::takeErrors() { return m_run.takeErrors(); }

std::optional<std::string> DiskWorker::failure() const {
    std::lock_guard lock(m_failureMutex);
    if (m_failure.empty()) return std::nullopt;
    return m_failure;
}

}  // namespace iometry::workers::disk
