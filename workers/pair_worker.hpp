#pragma once
// What the two ends of a tcp or udp pair share as a Worker: what they are (their configure
// entry, read by the engine: PairSetup), where each end opens (the holder in prepare(), the partner in
// connect()), the schedule of the end that asks (paced_schedule.hpp), and their runner
// thread (worker_runner.hpp): its start, its end, its errors and how a stop reaches it.

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/kinds/worker_kind.hpp"
#include "workers/paced_schedule.hpp"
#include "workers/worker.hpp"
#include "workers/worker_runner.hpp"

namespace iometry::workers {

/** One end of a pair as its `configure` entry gives it (engine/plan/configure_entry.hpp). */
using PairSetup = model::ConfiguredWorker;

class PairWorker : public Worker {
public:
    const PairSetup& setup() const { return m_setup; }

    int id() const final { return m_setup.id; }
    bool isPartner() const final { return m_setup.partner; }
    std::string localAddress() const final { return m_setup.localAddress; }
    using Worker::prepare;
    /** Holder: listen(); the partner opens its end in connect(). */
    bool prepare(std::optional<std::uint16_t>& port, std::string& error) final;
    /** The runner thread runs run(). */
    void start(std::shared_ptr<StartGate> gate) final;
    /** Stops the runner, wakes every lane (wake()) and joins the runner. */
    void stop() final;
    bool finished() const final { return m_run.finished(); }
    std::vector<std::string> takeErrors() final { return m_run.takeErrors(); }

protected:
    explicit PairWorker(PairSetup setup);

    /** Holder: opens its end on localAddress, the port chosen by the kernel. */
    virtual bool listen(std::optional<std::uint16_t>& port, std::string& error) = 0;
    /** The runner thread: sets up, passes the gate, moves the traffic, ends with finish(). */
    virtual void run() = 0;
    /** After the stop flag: wakes every lane that waits (shuts the sockets down). */
    virtual void wake() = 0;

    PairSetup m_setup;
    /**
     * This end's requests on a schedule (docs/metrics.md, "Paced requests"): the pair's at
     * the end that asks (its writes have replies), none at the end that answers or in a
     * closed loop. Its lane begins it; takeDelta() counts what came due.
     */
    PacedRequests m_paced;
    /** Joined by stop(), which the derived worker's destructor calls before its members go. */
    WorkerRunner m_run;
};

}  // namespace iometry::workers
