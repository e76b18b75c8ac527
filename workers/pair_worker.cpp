#include "workers/pair_worker.hpp"

namespace iometry::workers {

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
