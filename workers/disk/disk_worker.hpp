#pragma once
// The disk worker (`"kind": "disk"`, docs/plan-format.md, "Disk semantics"): one thread
// keeps `outstanding` I/Os in flight on one target through an I/O engine (io_engine.hpp),
// each I/O placed by DiskAccess and timed from just before it is queued to its completion
// (docs/metrics.md "Latency columns"). Reads count as read ops and bytes read, writes as
// write ops and bytes written; an I/O that fails or moves fewer bytes is an error. With
// verify, writes carry stamped units and reads check them (verify_pattern.hpp).

#include <atomic>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "engine/kinds/disk/disk_kind.hpp"
#include "engine/kinds/worker_kind.hpp"
#include "workers/disk/disk_target.hpp"
#include "workers/disk/io_engine.hpp"
#include "workers/disk/write_data.hpp"
#include "workers/paced_schedule.hpp"
#include "workers/worker.hpp"
#include "workers/worker_runner.hpp"

namespace iometry::workers::disk {

/** A disk worker as its `configure` entry gives it: the target from the kind's settings. */
struct DiskSetup : model::ConfiguredWorker {
    TargetOptions target;
    std::string engine = "auto";
    std::string dataPattern;  ///< `data_pattern` as the plan gave it ("" = pseudo_random)

    DiskSetup() = default;
    explicit DiskSetup(model::ConfiguredWorker worker);
};

class DiskWorker final : public Worker {
public:
    explicit DiskWorker(DiskSetup setup);
    ~DiskWorker() override;
    DiskWorker(const DiskWorker&) = delete;
    DiskWorker& operator=(const DiskWorker&) = delete;

    int id() const override { return m_setup.id; }
    bool isPartner() const override { return false; }
    std::string localAddress() const override { return {}; }
    bool prepare(std::optional<std::uint16_t>& port, std::string& error) override;
    /** Opens (creates, fills) the target, checks the spec against it, starts the engine. */
    bool prepare(std::optional<std::uint16_t>& port, const PrepareProgress& progress,
                 const std::atomic<bool>& cancel, std::string& error) override;
    bool connect(std::uint16_t, std::chrono::steady_clock::time_point, const std::atomic<bool>&,
                 std::string& error) override;
    void start(std::shared_ptr<StartGate> gate) override;
    void stop() override;
    bool finished() const override { return m_run.finished(); }
    WorkerDelta takeDelta() override;
    std::vector<std::string> takeErrors() override;
    nlohmann::json facts() const override;
    /** The first verify mismatch, with where it was found. */
    std::optional<std::string> failure() const override;

    /** The engine prepare() started ("io_uring", "libaio", "sync"). */
    std::string engineName() const;

private:
    void run();

    DiskSetup m_setup;
    DiskTarget m_target;
    std::unique_ptr<IoEngine> m_engine;
    std::string m_engineNote;  // why auto passed an engine over
    std::string m_warning;     // from opening the target, reported once
    nlohmann::json m_targetFacts = nlohmann::json::object();  // its disk and file system
    IoBuffers m_buffers;
    WriteData m_data;           // what writes carry without verify
    std::vector<bool> m_stale;  // per slot: a read went into it since its last fill
    std::vector<std::unique_ptr<unsigned char, void (*)(void*)>> m_owned;
    mutable std::mutex m_failureMutex;
    std::string m_failure;  // the first verify mismatch
    LaneCounters m_lane;
    LaneReader m_reader;  // sampler thread only
    PacedRequests m_paced;  // IOPS on a schedule; its lane begins it
    WorkerRunner m_run;   // last member: its destructor stops and joins first
};

std::unique_ptr<Worker> makeDiskWorker(model::ConfiguredWorker worker, std::string& error);

}  // namespace iometry::workers::disk
