#pragma once
// Driving a step source as the step driver does (engine/model/step_source.hpp), with canned
// rows: the unit tests of the methods' sources share it.

#include <QStringList>
#include <QtTest>
#include <functional>
#include <nlohmann/json.hpp>
#include <vector>

#include "engine/model/step_source.hpp"
#include "engine/plan/plan_json.hpp"

namespace iometry::testing {

/** The plan @p j reads as; the test stops with the validator's problems when it is refused. */
inline model::Plan mustParse(const nlohmann::ordered_json& j) {
    auto parsed = model::parsePlan(j);
    if (!parsed.ok()) {
        QStringList problems;
        for (const auto& p : parsed.problems) problems << QString::fromStdString(p.toString());
        qFatal("plan refused: %s", qPrintable(problems.join("; ")));
    }
    return *parsed.plan;
}

/** The rows of a finished step: the `all` row as @p fill leaves it first, then one worker row. */
inline std::vector<results::MetricRow> rowsWith(const std::function<void(results::MetricRow&)>& fill) {
    results::MetricRow all;
    all.scope = "all";
    all.name = "all";
    fill(all);
    results::MetricRow worker = all;
    worker.scope = "worker";
    worker.name = "w1";
    return {all, worker};
}

/** The multiples of the median a canned row's other latency columns are. */
struct LatencyShape {
    double mean = 1, p90 = 1, p99 = 1, p999 = 1, max = 1;
};

/**
 * @p row as a paced step's (docs/metrics.md, "Paced requests") when @p step offers a rate:
 * that rate came due; and its latency columns from the median @p p50 in @p shape.
 */
inline void cannedLoadRow(results::MetricRow& row, const model::Step& step, double p50, const LatencyShape& shape) {
    row.paced = step.params.ratePerS.has_value();
    row.offeredPerS = step.params.ratePerS.value_or(0);
    row.latP50Us = p50;
    row.latMeanUs = p50 * shape.mean;
    row.latP90Us = p50 * shape.p90;
    row.latP99Us = p50 * shape.p99;
    row.latP999Us = p50 * shape.p999;
    row.latMaxUs = p50 * shape.max;
}

/**
 * Drives a source as the step driver does: asks for the next step, "runs" it by asking
 * @p run for its record, and hands every finished step back. Fails after 10000 steps, and
 * when the source goes on after its end.
 */
inline std::vector<model::Step> drive(model::StepSource& source,
                                      const std::function<model::StepRecord(const model::Step&)>& run) {
    std::vector<model::StepRecord> finished;
    std::vector<model::Step> yielded;
    while (auto step = source.next(finished)) {
        if (yielded.size() >= 10000) {
            QTest::qFail("the source never ends", __FILE__, __LINE__);
            break;
        }
        yielded.push_back(*step);
        finished.push_back(run(*step));
    }
    // Asking again after the end changes nothing.
    if (source.next(finished)) QTest::qFail("the source went on after its end", __FILE__, __LINE__);
    return yielded;
}

}  // namespace iometry::testing
