#include "engine/results/results_writer.hpp"

#include <cstdio>

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
    return true;
}

std::vector<std::string> ResultsWriter::samplesHeader() {
    std::vector<std::string> header = {"t_s", "ramp"};
    for (auto& h : MetricRow::csvHeader()) {
        if (h == "mbit_per_s_stddev" || h == "repeats") continue;
        header.push_back(h == "seconds" ? "interval_s" : h);
    }
    return header;
}

void ResultsWriter::appendSamples(const std::vector<MetricRow>& rows, double tS, bool ramp) {
    if (!m_samples.is_open()) return;
    std::string text;
    for (const MetricRow& row : rows) {
        std::vector<std::string> fields = {csvNumber(tS), ramp ? "1" : "0"};
        auto all = row.csvFields();
        fields.insert(fields.end(), all.begin(), all.end() - 2);
        text += csvLine(fields);
    }
    m_samples << text;
    m_samples.flush();
}

bool ResultsWriter::writeAtomically(const std::string& fileName, const std::string& content) {
    if (m_dir.empty()) return false;  // never open: write nothing, anywhere
    const auto target = m_dir / fileName;
    const auto temp = m_dir / (fileName + ".tmp");
    {
        std::ofstream out(temp, std::ios::out | std::ios::trunc | std::ios::binary);
        if (!out) return false;
        out << content;
        if (!out.flush()) return false;
    }
    std::error_code ec;
    std::filesystem::rename(temp, target, ec);
    return !ec;
}

bool ResultsWriter::writeJson(const std::string& fileName, const nlohmann::ordered_json& content) {
    return writeAtomically(fileName, content.dump(2) + "\n");
}

bool ResultsWriter::writeSummary(const std::vector<MetricRow>& rows) {
    std::string text = csvLine(MetricRow::csvHeader());
    for (const MetricRow& row : rows) text += csvLine(row.csvFields());
    return writeAtomically("summary.csv", text);
}

}  // namespace iometry::results
