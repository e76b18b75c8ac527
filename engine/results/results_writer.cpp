#include "engine/results/results_writer.hpp"

#include <cstdio>
#include <ctime>
#include <fcntl.h>
#include <unistd.h>

#include "engine/results/columns.hpp"
#include "engine/results/csv.hpp"

namespace iometry::results {

bool ResultsWriter::open(const std::filesystem::path& dir, std::string& error) {
    std::error_code ec;
    std::filesystem::create_directories(dir, ec);
    if (ec) {
        error = "cannot create results folder " + dir.string() + ": " + ec.message();
        return false;
    }
    m_dir = dir;
    if (m_samples.is_open()) m_samples.close();
    m_samples.open(dir / "samples.csv", std::ios::out | std::ios::trunc);
    if (!m_samples) {
        error = "cannot write " + (dir / "samples.csv").string();
        return false;
    }
    m_samples << csvLine(samplesHeader());
    m_samples.flush();
    if (m_summary.is_open()) m_summary.close();
    m_summary.open(dir / "summary.csv", std::ios::out | std::ios::trunc);
    if (!m_summary) {
        error = "cannot write " + (dir / "summary.csv").string();
        return false;
    }
    m_summary << csvLine(MetricRow::csvHeader());
    m_summary.flush();
    return true;
}

ResultsWriter::~ResultsWriter() {
    if (m_journal >= 0) ::close(m_journal);
}

bool ResultsWriter::appendSummary(const std::vector<MetricRow>& rows) {
    if (!m_summary.is_open()) return false;
    std::string text;
    for (const MetricRow& row : rows) text += csvLine(row.csvFields());
    m_summary << text;
    return static_cast<bool>(m_summary.flush());
}

bool ResultsWriter::appendConnections(const std::vector<MetricRow>& rows) {
    if (rows.empty()) return true;
    if (!m_connections.is_open()) {
        if (m_dir.empty()) return false;
        m_connections.open(m_dir / "connections.csv", std::ios::out | std::ios::trunc);
        if (!m_connections) return false;
        m_connections << csvLine(MetricRow::csvHeader());
    }
    std::string text;
    for (const MetricRow& row : rows) text += csvLine(row.csvFields());
    m_connections << text;
    return static_cast<bool>(m_connections.flush());
}

namespace {

bool writeAll(int fd, const std::string& text, std::uint64_t offset) {
    std::size_t done = 0;
    while (done < text.size()) {
        const ssize_t n = ::pwrite(fd, text.data() + done, text.size() - done,
                                   static_cast<off_t>(offset + done));
        if (n <= 0) return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

}  // namespace

bool ResultsWriter::beginJournal(const std::string& fileName, const std::string& head,
                                 const std::string& tail) {
    if (m_dir.empty()) return false;
    if (m_journal >= 0) ::close(m_journal);
    m_journal = ::open((m_dir / fileName).c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (m_journal < 0) return false;
    m_journalEnd = 0;
    return appendJournal(head, tail);
}

bool ResultsWriter::appendJournal(const std::string& entry, const std::string& tail) {
    if (m_journal < 0) return false;
    // The entry overwrites the old tail and the new tail follows; a shorter tail leaves
    // old bytes behind, which the truncation removes.
    if (!writeAll(m_journal, entry + tail, m_journalEnd)) return false;
    m_journalEnd += entry.size();
    return ::ftruncate(m_journal, static_cast<off_t>(m_journalEnd + tail.size())) == 0;
}

// samples.csv: one interval's row has no repeats to aggregate (docs/metrics.md).
std::vector<std::string> ResultsWriter::samplesHeader() {
    std::vector<std::string> header = {"t_s", "ramp"};
    for (const Column& column : summaryColumns())
        if (column.presence != Presence::Aggregate)
            header.emplace_back(column.intervalName ? column.intervalName : column.name);
    return header;
}

void ResultsWriter::appendSamples(const std::vector<MetricRow>& rows, double tS, bool ramp) {
    if (!m_samples.is_open()) return;
    std::string text;
    for (const MetricRow& row : rows) {
        std::vector<std::string> fields = {csvNumber(tS), ramp ? "1" : "0"};
        for (const Column& column : summaryColumns())
            if (column.presence != Presence::Aggregate) fields.push_back(cellText(row, column));
        text += csvLine(fields);
    }
    m_samples << text;
    m_samples.flush();
}

bool writeFileAtomically(const std::filesystem::path& path, const std::string& content) {
    auto temp = path;
    temp += ".tmp";
    {
        std::ofstream out(temp, std::ios::out | std::ios::trunc | std::ios::binary);
        if (!out) return false;
        out << content;
        if (!out.flush()) return false;
    }
    std::error_code ec;
    std::filesystem::rename(temp, path, ec);
    return !ec;
}

std::string isoTimeNow() {
    char buffer[32];
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    std::strftime(buffer, sizeof buffer, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return buffer;
}

bool ResultsWriter::writeAtomically(const std::string& fileName, const std::string& content) {
    if (m_dir.empty()) return false;  // never open: write nothing, anywhere
    return writeFileAtomically(m_dir / fileName, content);
}

bool ResultsWriter::writeJson(const std::string& fileName, const nlohmann::ordered_json& content) {
    // U+FFFD for bytes that are not UTF-8: a results file is written, never lost to a throw.
    return writeAtomically(
        fileName, content.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n");
}

}  // namespace iometry::results
