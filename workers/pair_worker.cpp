#include "workers/pair_worker.hpp"

#include "workers/op_sequence.hpp"

namespace iometry::workers {
namespace {

/** The pair's schedule when this end makes the requests: its writes have replies. */
std::optional<model::Pacing> pacingOfAsker(const PairSetup& setup) {
    const OpSequence shape(setup.spec, setup.seed, setup.partner);
    return shape.hasReplies() && shape.hasWrites() ? setup.pacing : std::nullopt;
}

}  // namespace

PairWorker::PairWorker(PairSetup setup)
    : m_setup(std::move(setup)), m_paced(pacingOfAsker(m_setup), m_setup.seed, m_setup.count) {}

bool PairWorker::prepare(std::optional<std::uint16_t>& port, std::string& error) {
    return m_setup.partner || listen(port, error);
}

void PairWorker::start(std::shared_ptr<StartGate> gate) {
    m_run.start(std::move(gate), [this] { run(); });
}

void PairWorker::stop() {
    m_run.requestStop();
    wake();
    m_run.join();
}

}  // namespace iometry::workers
