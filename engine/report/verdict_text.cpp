#include "engine/report/verdict_text.hpp"

#include <algorithm>
#include <utility>

namespace iometry::report {

using article::Text;

namespace {

constexpr const char* kContext = "Verdict";

Text words(const char* source) { return article::text(kContext, source); }

/** A verdict's or a warning's word in @p table, or the word itself when it is none there. */
template <std::size_t N>
Text lookUpWord(const std::pair<const char*, const char*> (&table)[N], const std::string& word) {
    for (const auto& [key, source] : table)
        if (word == key) return words(source);
    return article::verbatim(word);
}

/** @p parts as one list of clauses ("a; b; c"), the separator translated (Chinese: "；"). */
Text clauses(std::vector<Text> parts) {
    if (parts.empty()) return {};
    Text out = std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i) {
        Text both = words(QT_TRANSLATE_NOOP("Verdict", "%1; %2"));
        both.arg(std::move(out)).arg(std::move(parts[i]));
        out = std::move(both);
    }
    return out;
}

}  // namespace

Text limitedByText(const std::string& word) {
    static const std::pair<const char*, const char*> kWords[] = {
        {"offered", QT_TRANSLATE_NOOP("Verdict", "the rate asked")},
        {"sender_cpu", QT_TRANSLATE_NOOP("Verdict", "the sender's CPU")},
        {"receiver_cpu", QT_TRANSLATE_NOOP("Verdict", "the receiver's CPU")},
        {"tool_cpu", QT_TRANSLATE_NOOP("Verdict", "Iometry's own threads")},
        {"receive_window", QT_TRANSLATE_NOOP("Verdict", "the receive window")},
        {"send_buffer", QT_TRANSLATE_NOOP("Verdict", "the send buffer")},
        {"congestion", QT_TRANSLATE_NOOP("Verdict", "congestion")},
        {"link", QT_TRANSLATE_NOOP("Verdict", "the link")},
        {"path", QT_TRANSLATE_NOOP("Verdict", "the path between the hosts")},
        {"device", QT_TRANSLATE_NOOP("Verdict", "the device")},
        {"outstanding", QT_TRANSLATE_NOOP("Verdict", "the requests in flight")},
        {"unknown", QT_TRANSLATE_NOOP("Verdict", "not known")},
    };
    return lookUpWord(kWords, word);
}

Text warningText(const std::string& word) {
    static const std::pair<const char*, const char*> kWords[] = {
        {"sender_short", QT_TRANSLATE_NOOP("Verdict", "sender short of its rate")},
        {"above_line_rate", QT_TRANSLATE_NOOP("Verdict", "above the line rate")},
        {"retransmits", QT_TRANSLATE_NOOP("Verdict", "retransmissions")},
        {"page_cache", QT_TRANSLATE_NOOP("Verdict", "page cache")},
        {"compressed", QT_TRANSLATE_NOOP("Verdict", "compressed writes")},
        {"cpu_steal", QT_TRANSLATE_NOOP("Verdict", "CPU taken by the hypervisor")},
        {"errors", QT_TRANSLATE_NOOP("Verdict", "errors")},
        {"unstable", QT_TRANSLATE_NOOP("Verdict", "unstable repeats")},
        {"iometer_timer", QT_TRANSLATE_NOOP("Verdict", "IOmeter dynamo's timer corrected")},
        {"iometer_receive_count", QT_TRANSLATE_NOOP("Verdict", "IOmeter dynamo's received bytes may be high")},
        {"dynamo_lost", QT_TRANSLATE_NOOP("Verdict", "a dynamo lost")},
    };
    return lookUpWord(kWords, word);
}

Text limitedByShort(const std::string& word) {
    static const std::pair<const char*, const char*> kWords[] = {
        {"offered", QT_TRANSLATE_NOOP("Verdict", "rate asked")},
        {"sender_cpu", QT_TRANSLATE_NOOP("Verdict", "sender CPU")},
        {"receiver_cpu", QT_TRANSLATE_NOOP("Verdict", "receiver CPU")},
        {"tool_cpu", QT_TRANSLATE_NOOP("Verdict", "Iometry CPU")},
        {"receive_window", QT_TRANSLATE_NOOP("Verdict", "window")},
        {"send_buffer", QT_TRANSLATE_NOOP("Verdict", "send buffer")},
        {"congestion", QT_TRANSLATE_NOOP("Verdict", "congestion")},
        {"link", QT_TRANSLATE_NOOP("Verdict", "link")},
        {"path", QT_TRANSLATE_NOOP("Verdict", "path")},
        {"device", QT_TRANSLATE_NOOP("Verdict", "device")},
        {"outstanding", QT_TRANSLATE_NOOP("Verdict", "queue depth")},
        {"unknown", QT_TRANSLATE_NOOP("Verdict", "unknown")},
    };
    return lookUpWord(kWords, word);
}

Text warningShort(const std::string& word) {
    static const std::pair<const char*, const char*> kWords[] = {
        {"sender_short", QT_TRANSLATE_NOOP("Verdict", "short of rate")},
        {"above_line_rate", QT_TRANSLATE_NOOP("Verdict", "above line rate")},
        {"retransmits", QT_TRANSLATE_NOOP("Verdict", "retransmits")},
        {"page_cache", QT_TRANSLATE_NOOP("Verdict", "cache")},
        {"compressed", QT_TRANSLATE_NOOP("Verdict", "compressed")},
        {"cpu_steal", QT_TRANSLATE_NOOP("Verdict", "CPU steal")},
        {"errors", QT_TRANSLATE_NOOP("Verdict", "errors")},
        {"unstable", QT_TRANSLATE_NOOP("Verdict", "unstable")},
        {"iometer_timer", QT_TRANSLATE_NOOP("Verdict", "IOmeter timer")},
        {"iometer_receive_count", QT_TRANSLATE_NOOP("Verdict", "IOmeter count")},
        {"dynamo_lost", QT_TRANSLATE_NOOP("Verdict", "dynamo lost")},
    };
    return lookUpWord(kWords, word);
}

std::vector<std::string> warningWords(const std::string& warnings) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (at < warnings.size()) {
        const std::size_t end = std::min(warnings.find(';', at), warnings.size());
        if (end > at) out.push_back(warnings.substr(at, end - at));
        at = end + 1;
    }
    return out;
}

namespace {

/** A total's or an aggregate's evidence is named "WHOSE: PLACE" ("nic: A/cpu1", "repeat 2"):
 *  whose it is, and the place the counter was read, apart. */
std::pair<std::string, std::string> whoseAndPlace(const std::string& where) {
    const std::size_t colon = where.rfind(": ");
    if (colon == std::string::npos) return {std::string(), where};
    return {where.substr(0, colon), where.substr(colon + 2)};
}

/** @p sentence preceded by whose evidence it is, when it is a part's. */
Text withWhose(const std::string& whose, Text sentence) {
    if (whose.empty()) return sentence;
    return article::join({article::verbatim(whose), std::move(sentence)}, ": ");
}

}  // namespace

Text evidenceBrief(const results::VerdictEvidence& e) {
    const auto [whose, place] = whoseAndPlace(e.where);
    const std::string& c = e.counter;
    Text brief;
    if (c == "core_busy_pct") brief = words(QT_TRANSLATE_NOOP("Verdict", "core %1 at %2 %")).arg(place).num(e.value, 0);
    else if (c == "thread_busy_pct")
        brief = words(QT_TRANSLATE_NOOP("Verdict", "its threads on %1 at %2 %")).arg(place).num(e.value, 0);
    else if (c == "thread_runnable_pct")
        brief = words(QT_TRANSLATE_NOOP("Verdict", "its threads on %1 wanting a CPU %2 % of the time")).arg(place).num(e.value, 0);
    else if (c == "dev_util_pct") brief = words(QT_TRANSLATE_NOOP("Verdict", "busy %1 % of the time")).num(e.value, 0);
    else if (c == "in_flight") brief = words(QT_TRANSLATE_NOOP("Verdict", "%1 in flight")).num(e.limit, 0);
    else if (c == "wire_mbit_per_s") brief = words(QT_TRANSLATE_NOOP("Verdict", "%1 Mbit/s on the wire")).num(e.value, 0);
    else if (c == "mbit_per_s") brief = words(QT_TRANSLATE_NOOP("Verdict", "a %1 Mbit/s link")).num(e.limit, 0);
    else if (c == "retransmitted_pct") brief = words(QT_TRANSLATE_NOOP("Verdict", "%1 % retransmitted")).num(e.value, 1);
    else if (c == "tcp_rwnd_limited_pct" || c == "tcp_sndbuf_limited_pct")
        brief = words(QT_TRANSLATE_NOOP("Verdict", "%1 % of the time")).num(e.value, 0);
    else return evidenceText(e);
    return withWhose(whose, std::move(brief));
}

Text evidenceText(const results::VerdictEvidence& e) {
    const auto [whose, place] = whoseAndPlace(e.where);
    const std::string& c = e.counter;
    Text sentence;
    bool saysWhere = false;  // the sentence names the place itself
    if (c == "core_busy_pct") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "core %1 busy %2 % (saturated from %3 %)"));
        sentence.arg(place).num(e.value, 1).num(e.limit, 0);
        saysWhere = true;
    } else if (c == "thread_busy_pct") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "the worker's threads on %1 ran %2 % of their time (saturated from %3 %)"));
        sentence.arg(place).num(e.value, 1).num(e.limit, 0);
        saysWhere = true;
    } else if (c == "thread_runnable_pct") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "the worker's threads on %1 ran or waited for a CPU %2 % of their time: the CPU was shared (from %3 %)"));
        sentence.arg(place).num(e.value, 1).num(e.limit, 0);
        saysWhere = true;
    } else if (c == "dev_util_pct") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "the device busy %1 % of the time (from %2 %)"));
        sentence.num(e.value, 1).num(e.limit, 0);
    } else if (c == "in_flight") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "%1 in flight of %2, by Little's law"));
        sentence.num(e.value, 2).num(e.limit, 0);
    } else if (c == "achieved_per_s") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "%1 requests/s completed, %2 needed"));
        sentence.num(e.value, 1).num(e.limit, 1);
    } else if (c == "sent_mbit_per_s") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "%1 Mbit/s sent, %2 needed"));
        sentence.num(e.value, 1).num(e.limit, 1);
    } else if (c == "wire_mbit_per_s") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "%1 Mbit/s on the wire (full from %2)"));
        sentence.num(e.value, 1).num(e.limit, 1);
    } else if (c == "mbit_per_s") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "%1 Mbit/s on a %2 Mbit/s link"));
        sentence.num(e.value, 1).num(e.limit, 0);
    } else if (c == "retransmitted_pct") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "%1 % of the segments retransmitted (from %2 %)"));
        sentence.num(e.value, 2).num(e.limit, 1);
    } else if (c == "tcp_rwnd_limited_pct") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "waited on the receive window %1 % of the time (from %2 %)"));
        sentence.num(e.value, 1).num(e.limit, 0);
    } else if (c == "tcp_sndbuf_limited_pct") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "waited on the send buffer %1 % of the time (from %2 %)"));
        sentence.num(e.value, 1).num(e.limit, 0);
    } else if (c == "dev_read_mb_per_s") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "the device read %1 MB/s of the %2 MB/s read"));
        sentence.num(e.value, 1).num(e.limit, 1);
    } else if (c == "dev_write_mb_per_s") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "the device wrote %1 MB/s of the %2 MB/s written"));
        sentence.num(e.value, 1).num(e.limit, 1);
    } else if (c == "cpu_steal_pct") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "the hypervisor took %1 % of the CPU (from %2 %)"));
        sentence.num(e.value, 1).num(e.limit, 0);
    } else if (c == "errors") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "%1 requests failed"));
        sentence.num(e.value, 0);
    } else if (c == "timer_ratio") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "its timer ran %1 times the rate its login said; its latencies were taken at the rate measured (tolerated to %2)"));
        sentence.num(e.value > 0 ? 1 / e.value : 0, 3).num(e.limit, 2);
    } else if (c == "receive_counted_as_asked") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "a Linux IOmeter dynamo counts a TCP receive as the size asked: what it received may be up to about 3 % high"));
    } else if (c == "dynamo_lost") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "lost during the step or absent from it: what it ran ends where its data did"));
    } else if (c == "mbit_per_s_spread_pct" || c == "ops_per_s_spread_pct") {
        sentence = words(QT_TRANSLATE_NOOP("Verdict", "the repeats spread %1 % (from %2 %)"));
        sentence.num(e.value, 1).num(e.limit, 0);
    } else {
        sentence = article::verbatim(c + " " + std::to_string(e.value));
    }
    // A total's or an aggregate's evidence says whose ("stream: …", "repeat 2: …"), and
    // where it was read when the sentence does not ("A: the device read …").
    if (!saysWhere && !place.empty()) sentence = article::join({article::verbatim(place), std::move(sentence)}, ": ");
    return withWhose(whose, std::move(sentence));
}

Text verdictLine(const results::MetricRow& row) {
    if (row.limitedBy.empty()) return {};
    Text line = limitedByText(row.limitedBy);
    const std::vector<std::string> warnings = warningWords(row.warnings);
    if (warnings.empty()) return line;
    std::vector<Text> parts;
    for (const std::string& w : warnings) parts.push_back(warningText(w));
    Text out = words(QT_TRANSLATE_NOOP("Verdict", "%1; warnings: %2"));
    out.arg(std::move(line)).arg(article::join(parts, ", "));
    return out;
}

namespace {

/** The evidence of @p row that backs its verdict, in short; empty without. */
Text backing(const results::MetricRow& row) {
    for (const results::VerdictEvidence& e : row.evidence)
        if (e.backs == row.limitedBy) return evidenceBrief(e);
    return {};
}

}  // namespace

VerdictPoint VerdictPoint::at(double x, bool bytes, const results::MetricRow& row) {
    Text label{"", "%1", {}};
    if (bytes) label.bytes(x);
    else label.num(x, 0);
    return {std::move(label), &row};
}

Text verdictSummary(const std::vector<VerdictPoint>& points) {
    std::vector<Text> runs;
    std::size_t i = 0;
    while (i < points.size()) {
        if (!points[i].row || points[i].row->limitedBy.empty()) {
            ++i;
            continue;
        }
        std::size_t last = i;
        while (last + 1 < points.size() && points[last + 1].row &&
               points[last + 1].row->limitedBy == points[i].row->limitedBy)
            ++last;
        Text span = points[i].label;
        if (last > i) {
            span = words(QT_TRANSLATE_NOOP("Verdict", "%1 … %2"));
            span.arg(Text(points[i].label)).arg(Text(points[last].label));
        }
        Text what = limitedByText(points[i].row->limitedBy);
        if (const Text why = backing(*points[last].row); !why.empty()) {
            Text with = words(QT_TRANSLATE_NOOP("Verdict", "%1 (%2)"));
            with.arg(std::move(what)).arg(Text(why));
            what = std::move(with);
        }
        // What cannot be true of any of the span's points, after a ⚠, as the tables show it.
        std::vector<std::string> warned;
        for (std::size_t k = i; k <= last; ++k)
            for (const std::string& w : warningWords(points[k].row->warnings))
                if (std::find(warned.begin(), warned.end(), w) == warned.end()) warned.push_back(w);
        if (!warned.empty()) {
            std::vector<Text> parts;
            for (const std::string& w : warned) parts.push_back(warningText(w));
            Text with = words(QT_TRANSLATE_NOOP("Verdict", "%1 ⚠ %2"));
            with.arg(std::move(what)).arg(article::join(parts, ", "));
            what = std::move(with);
        }
        Text run = words(QT_TRANSLATE_NOOP("Verdict", "%1: %2"));
        run.arg(std::move(span)).arg(std::move(what));
        runs.push_back(std::move(run));
        i = last + 1;
    }
    return clauses(std::move(runs));
}

Text verdictCaption(const std::vector<VerdictCurve>& curves) {
    std::vector<Text> parts;
    for (const VerdictCurve& curve : curves) {
        Text summary = verdictSummary(curve.points);
        if (summary.empty()) continue;
        if (curve.name.empty()) {
            parts.push_back(std::move(summary));
            continue;
        }
        Text named = words(QT_TRANSLATE_NOOP("Verdict", "%1 — %2"));
        named.arg(Text(curve.name)).arg(std::move(summary));
        parts.push_back(std::move(named));
    }
    if (parts.empty()) return {};
    Text out = words(QT_TRANSLATE_NOOP("Verdict", "What limited it: %1."));
    out.arg(clauses(std::move(parts)));
    return out;
}

}  // namespace iometry::report
