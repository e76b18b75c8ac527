#include "engine/methods/load_latency/load_latency_source.hpp"

#include <algorithm>
#include <cmath>
#include <optional>

#include "engine/results/columns.hpp"

namespace iometry::model {

using Json = nlohmann::ordered_json;

std::optional<std::size_t> loadLatencyKnee(const std::vector<double>& p99Us) {
    if (p99Us.size() < 2 || !(p99Us.front() > 0)) return std::nullopt;
    for (std::size_t i = 1; i < p99Us.size(); ++i)
        if (p99Us[i] > kKneeP99Factor * p99Us.front()) return i;
    return std::nullopt;
}

std::optional<std::size_t> loadLatencyHeadlineLevel(const std::vector<double>& fractions) {
    // 0.9 as written in a plan: within a rounding of it.
    constexpr double kHeadline = 0.9;
    std::optional<std::size_t> best;
    for (std::size_t i = 0; i < fractions.size(); ++i) {
        if (std::abs(fractions[i] - kHeadline) < 1e-9) return i;
        if (fractions[i] < kHeadline && (!best || fractions[i] > fractions[*best])) best = i;
    }
    return best;
}

LoadLatencySource::LoadLatencySource(const Plan& plan)
    : m_base(baseStep(plan)), m_params(*plan.procedure.as<LoadLatencyParams>()),
      m_metric(resolveMetric(plan, RateMetric::Auto)),
      m_storage(m_metric == RateMetric::OpsPerS) {
    // The search is closed loop: the workers as written, none on a schedule.
    for (WorkerDef& w : m_base.workers) {
        w.ratePerS.reset();
        w.arrivals = Arrivals::Constant;
    }
}

int LoadLatencySource::plannedSteps() const {
    return static_cast<int>(m_params.levels().size()) + (m_params.searches() ? 1 : 0);
}

double LoadLatencySource::nextTotal() const {
    const double level = m_params.levels()[m_levels.size()];
    return m_params.searches() ? level * metricValue(*m_search, m_metric) : level;
}

Step LoadLatencySource::levelStep(double totalPerS) const {
    Step step = m_base;
    step.params.ratePerS = totalPerS;
    const Arrivals arrivals = arrivalsNamed(m_params.arrivals).value_or(Arrivals::Constant);
    // Shared evenly: every worker offers its part, whatever it achieved in the search.
    const double each = std::min(totalPerS / static_cast<double>(std::max<std::size_t>(1, step.workers.size())),
                                 kMaxRatePerS);
    for (WorkerDef& w : step.workers) {
        w.ratePerS = each;
        w.arrivals = arrivals;
    }
    return step;
}

void LoadLatencySource::take(const StepRecord& record, const results::MetricRow& all) {
    if (m_params.searches() && !m_search) {
        m_search = all;
        m_searchStep = record.step.index;
        if (!(metricValue(all, m_metric) > 0)) m_stopped = "no_rate";
        return;
    }
    m_levels.push_back({record.step.index, nextTotal(), all});
}

std::optional<Step> LoadLatencySource::next(const std::vector<StepRecord>& finished) {
    readFinished(finished, m_seen, m_stopped,
                 [this] {
                     m_search.reset();
                     m_levels.clear();
                 },
                 [this](const StepRecord& record, const results::MetricRow& all) { take(record, all); });
    if (m_stopped == "running" && m_levels.size() >= m_params.levels().size()) m_stopped = "end";
    if (m_stopped != "running") return std::nullopt;
    if (m_params.searches() && !m_search) return m_base;  // the search: step 0
    Step step = levelStep(nextTotal());
    step.index = static_cast<int>(m_levels.size()) + (m_params.searches() ? 1 : 0);
    return step;
}

namespace {

/** The six latency columns of @p row under @p prefix ("lat_", "read_lat_"): summary.csv's
 *  values unrounded, null where the row has none. */
void addLatency(Json& out, const results::MetricRow& row, const std::string& prefix) {
    for (const char* name : {"mean_us", "p50_us", "p90_us", "p99_us", "p999_us", "max_us"}) {
        const std::string key = prefix + name;
        const results::Column* column = results::findColumn(key);
        const std::optional<double> value = column ? results::cellValue(row, *column) : std::nullopt;
        out[key] = value ? Json(*value) : Json();
    }
}

}  // namespace

Json LoadLatencySource::result() const {
    const bool searches = m_params.searches();
    const double maxRate = m_search ? metricValue(*m_search, m_metric) : 0;
    Json levels = Json::array();
    std::vector<double> p99s;
    for (std::size_t i = 0; i < m_levels.size(); ++i) {
        const Level& l = m_levels[i];
        const results::MetricRow& r = l.all;
        Json j = {{"step", l.step},
                  {"fraction", searches ? Json(m_params.fractions[i]) : Json()},
                  {"rate_per_s", l.ratePerS},
                  // What came due (docs/metrics.md, "Paced requests"), beside what was asked.
                  {"offered_per_s", r.paced ? Json(r.offeredPerS) : Json()},
                  {"achieved_per_s", metricValue(r, m_metric)}};
        addLatency(j, r, "lat_");
        if (m_storage) {
            addLatency(j, r, "read_lat_");
            addLatency(j, r, "write_lat_");
        }
        p99s.push_back(r.latEmpty ? std::nan("") : r.latP99Us);
        levels.push_back(std::move(j));
    }
    Json knee;
    if (const auto k = loadLatencyKnee(p99s)) {
        const Json& at = levels[*k];
        knee = {{"step", at["step"]},
                {"fraction", at["fraction"]},
                {"rate_per_s", at["rate_per_s"]},
                {"offered_per_s", at["offered_per_s"]},
                {"achieved_per_s", at["achieved_per_s"]},
                {"lat_p99_us", at["lat_p99_us"]}};
    }
    Json search;
    if (m_search) {
        search = {{"step", m_searchStep}, {"achieved_per_s", maxRate}};
        addLatency(search, *m_search, "lat_");
    }
    Json j = {{"procedure", "load_latency"},
              {"fractions", searches ? Json(m_params.fractions) : Json()},
              {"rates_per_s", searches ? Json() : Json(m_params.ratesPerS)},
              {"arrivals", m_params.arrivals},
              {"trial_s", m_params.trialS ? Json(*m_params.trialS) : Json()},
              {"metric", columnName(m_metric)},
              {"workers", m_base.workers.size()},
              {"stopped", m_stopped},
              {"max_rate_per_s", m_search && maxRate > 0 ? Json(maxRate) : Json()},
              {"search", search},
              {"knee_factor", kKneeP99Factor},
              {"knee", knee},
              {"levels", levels}};
    return j;
}

}  // namespace iometry::model
