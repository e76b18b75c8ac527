#pragma once
/**
 * @file
 * @brief What limited a number, in words a reader can translate (docs/metrics.md, "What
 *        limited it"): the verdict's and the warnings' words, each piece of evidence as a
 *        sentence, and a series of steps summed up by the runs of steps that share a
 *        verdict ("64 B … 1 KiB: the sender's CPU (core 1 at 100 %); 4 KiB and more: the
 *        link"). The workbench's live table and Report page and the article all say it
 *        with these.
 */

#include <string>
#include <vector>

#include "engine/document/text.hpp"
#include "engine/results/metrics.hpp"

namespace iometry::report {

/** @brief A `limited_by` word as the reader says it ("the sender's CPU"); the word itself
 *         when it is none the engine knows. */
article::Text limitedByText(const std::string& word);

/** @brief A warning's word as the reader says it ("page cache"). */
article::Text warningText(const std::string& word);

/** @brief A `limited_by` word in short, for a table's cell ("sender CPU"). */
article::Text limitedByShort(const std::string& word);

/** @brief A warning's word in short, for a table's cell ("cache"). */
article::Text warningShort(const std::string& word);

/** @brief A row's `warnings`, split at ';'. */
std::vector<std::string> warningWords(const std::string& warnings);

/** @brief One piece of evidence as a sentence ("core A/cpu1 busy 99.3 % (saturated from
 *         95 %)"), preceded by where it was read when that is not in the sentence. */
article::Text evidenceText(const results::VerdictEvidence& evidence);

/** @brief The same in brief, for a summary inside a sentence ("core A/cpu1 at 100 %"). */
article::Text evidenceBrief(const results::VerdictEvidence& evidence);

/** @brief A row's verdict in one line: what limited it, then its warnings ("the link;
 *         warnings: retransmits"); empty for a row without one. */
article::Text verdictLine(const results::MetricRow& row);

/** @brief One point of a series: what it is called (a size, a rate) and its row. */
struct VerdictPoint {
    article::Text label;
    const results::MetricRow* row = nullptr;

    /** @brief The point at @p x of a sweep: a size in bytes ("4 KiB") when @p bytes, else
     *         a whole number (a rate, a count). */
    static VerdictPoint at(double x, bool bytes, const results::MetricRow& row);
};

/**
 * @brief A series of points summed up by what limited them: each run of neighbours that
 *        share a `limited_by` as "FIRST … LAST: VERDICT (EVIDENCE)" ("FIRST: …" for one
 *        point; the evidence of the run's last point), the runs joined by "; ". Empty when
 *        no point has a verdict.
 */
article::Text verdictSummary(const std::vector<VerdictPoint>& points);

/** @brief One curve of a figure: its name (empty for a figure of one) and its points. */
struct VerdictCurve {
    article::Text name;
    std::vector<VerdictPoint> points;
};

/**
 * @brief A figure's sentence on what limited it: "What limited it: NAME — SUMMARY; …." with
 *        each curve's verdictSummary(); empty when no point of any curve has a verdict
 *        (results from before the verdict).
 */
article::Text verdictCaption(const std::vector<VerdictCurve>& curves);

}  // namespace iometry::report
