#include "engine/methods/rate_search/search_source.hpp"

#include <cmath>
#include <sstream>
#include <stdexcept>

#include "engine/kinds/worker_kind.hpp"

namespace iometry::model {

TrialCriterion lossAtMost(double pct) {
    std::ostringstream name;
    name << "loss_pct <= " << pct << " and sent >= " << kOfferedShare * 100 << " % of offered";
    return {name.str(),
            [pct](const StepRecord& record) {
                const results::MetricRow* all = allRow(record.rows);
                return all && all->udp && all->datagrams > 0 && all->lossPct <= pct &&
                       !senderLimited(record);
            },
            [](const StepRecord& record) { return senderLimited(record); }};
}

bool senderLimited(const StepRecord& record) {
    double offered = 0;
    for (const WorkerDef& w : record.step.workers) offered += offeredRate(w);
    const results::MetricRow* all = allRow(record.rows);
    return all && offered > 0 && all->sentMbitPerS < offered * kOfferedShare;
}

SearchSource::SearchSource(Knob knob, SearchSettings settings, TrialCriterion criterion)
    : m_knob(std::move(knob)), m_settings(settings), m_criterion(std::move(criterion)) {
    if (!m_knob.stepAt) throw std::invalid_argument("search: the knob cannot build steps");
    if (!m_criterion.pass) throw std::invalid_argument("search: no pass/fail criterion");
    const double width = m_settings.hi - m_settings.lo;
    if (!std::isfinite(width) || !std::isfinite(m_settings.resolution) ||
        !(m_settings.resolution > 0) || !(m_settings.resolution < width))
        throw std::invalid_argument("search: need lo < hi and 0 < resolution < hi - lo");
    if (m_knob.integer && (m_settings.lo != std::round(m_settings.lo) ||
                           m_settings.resolution != std::round(m_settings.resolution)))
        throw std::invalid_argument("search: " + m_knob.name +
                                    " takes whole numbers: lo and resolution must be whole");
    const double steps = std::ceil(width / m_settings.resolution - 1e-9);
    if (steps > 1e9) throw std::invalid_argument("search: more than 10^9 candidates");
    m_n = static_cast<int>(steps);
    m_fail = m_n + 1;
}

double SearchSource::candidate(int k) const {
    if (k >= m_n) return m_settings.hi;
    const double v = m_settings.lo + k * m_settings.resolution;
    return m_knob.integer ? std::round(v) : v;
}

int SearchSource::usualSteps() const {
    int trials = 0;
    for (long long gap = static_cast<long long>(m_n) + 2; gap > 1; gap = (gap + 1) / 2) ++trials;
    return trials + (m_settings.verify ? 1 : 0);
}

int SearchSource::plannedSteps() const {
    const int trials = usualSteps();
    return m_criterion.inconclusive ? trials * (1 + kInconclusiveRetries) : trials;
}

std::optional<SearchSource::Planned> SearchSource::planned() const {
    if (m_stopped != "running") return std::nullopt;
    if (m_fail - m_pass > 1) return Planned{m_pass + (m_fail - m_pass) / 2, false};
    if (m_settings.verify && m_pass >= 0 && !m_verified) return Planned{m_pass, true};
    return std::nullopt;
}

void SearchSource::take(const StepRecord& record) {
    const auto plan = planned();
    if (!plan) return;
    if (record.aborted) {
        m_stopped = "aborted";
        return;
    }
    if (record.rows.empty()) {
        m_stopped = "no_rows";
        return;
    }
    const bool pass = m_criterion.pass(record);
    const bool retry = !pass && m_retries < kInconclusiveRetries && m_criterion.inconclusive &&
                       m_criterion.inconclusive(record);
    m_trials.push_back({record.step.index, candidate(plan->candidate), pass, plan->verification, retry});
    if (retry) {
        ++m_retries;  // the same candidate runs again: planned() has not changed
        return;
    }
    m_retries = 0;
    if (plan->verification) m_verified = pass;
    else if (pass) m_pass = plan->candidate;
    else m_fail = plan->candidate;
    if (!planned()) m_stopped = "converged";
}

std::optional<Step> SearchSource::next(const std::vector<StepRecord>& finished) {
    if (finished.size() < m_seen) {  // a caller that starts over: read it all again
        m_trials.clear();
        m_seen = 0;
        m_pass = -1;
        m_fail = m_n + 1;
        m_verified.reset();
        m_retries = 0;
        m_stopped = "running";
    }
    for (; m_seen < finished.size(); ++m_seen) take(finished[m_seen]);
    const auto plan = planned();
    if (!plan) {
        if (m_stopped == "running") m_stopped = "converged";
        return std::nullopt;
    }
    Step step = m_knob.stepAt(candidate(plan->candidate));
    step.index = static_cast<int>(m_trials.size());
    return step;
}

std::optional<double> SearchSource::value() const {
    if (m_pass < 0) return std::nullopt;
    return candidate(m_pass);
}

nlohmann::ordered_json SearchSource::result() const {
    using Json = nlohmann::ordered_json;
    Json trials = Json::array();
    for (const Trial& t : m_trials)
        trials.push_back({{"step", t.step},
                          {"value", knobValueJson(m_knob, t.value)},
                          {"pass", t.pass},
                          {"verification", t.verification},
                          {"retried", t.retried}});
    const auto found = value();
    return Json{{"procedure", "search"},
                {"param", m_knob.name},
                {"lo", knobValueJson(m_knob, m_settings.lo)},
                {"hi", knobValueJson(m_knob, m_settings.hi)},
                {"resolution", m_settings.resolution},
                {"criterion", m_criterion.description},
                {"verify", m_settings.verify},
                {"stopped", m_stopped},
                {"value", found ? knobValueJson(m_knob, *found) : Json()},
                {"verified", m_verified ? Json(*m_verified) : Json()},
                {"trials", trials}};
}

}  // namespace iometry::model
