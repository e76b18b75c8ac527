#include "engine/analysis/nic_delay.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>

namespace iometry::analysis {
namespace {

std::string_view trim(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t' || s.back() == '\r')) s.remove_suffix(1);
    if (s.size() >= 2 && s.front() == '"' && s.back() == '"') s = s.substr(1, s.size() - 2);
    return s;
}

std::vector<std::string_view> splitFields(std::string_view line) {
    std::vector<std::string_view> fields;
    for (;;) {
        const auto comma = line.find(',');
        fields.push_back(trim(line.substr(0, comma)));
        if (comma == std::string_view::npos) return fields;
        line.remove_prefix(comma + 1);
    }
}

bool parseNumber(std::string_view text, double& out) {
    if (text.empty()) return false;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), out);
    return ec == std::errc() && end == text.data() + text.size() && std::isfinite(out);
}

std::string number(double v, int decimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, v);
    return text;
}

}  // namespace

std::optional<std::vector<RttPoint>> readRttCsv(std::string_view text, std::string& error) {
    static const char* const kColumns[] = {"size", "rtt_peer_ns", "rtt_loopback_ns"};
    std::map<std::string, std::size_t> column;
    std::vector<RttPoint> points;
    std::size_t lineNumber = 0;
    bool header = true;
    while (!text.empty()) {
        const auto newline = text.find('\n');
        const std::string_view line = text.substr(0, newline);
        text.remove_prefix(newline == std::string_view::npos ? text.size() : newline + 1);
        ++lineNumber;
        if (trim(line).empty()) continue;
        const auto fields = splitFields(line);
        const std::string where = "line " + std::to_string(lineNumber);
        if (header) {
            for (std::size_t i = 0; i < fields.size(); ++i) column[std::string(fields[i])] = i;
            for (const char* name : kColumns)
                if (!column.count(name)) {
                    error = where + ": the header has no column \"" + name +
                            "\" (expected size,rtt_peer_ns,rtt_loopback_ns)";
                    return std::nullopt;
                }
            header = false;
            continue;
        }
        double values[3] = {};
        for (int i = 0; i < 3; ++i) {
            const std::size_t at = column[kColumns[i]];
            if (at >= fields.size() || !parseNumber(fields[at], values[i]) || values[i] <= 0) {
                error = where + ": " + kColumns[i] + " must be a number above 0, got \"" +
                        std::string(at < fields.size() ? fields[at] : "") + "\"";
                return std::nullopt;
            }
        }
        points.push_back({values[0], values[1], values[2]});
    }
    if (header) {
        error = "no header line (expected size,rtt_peer_ns,rtt_loopback_ns)";
        return std::nullopt;
    }
    return points;
}

std::optional<DelayFit> fitAdapterDelay(const std::vector<RttPoint>& points, double linkMbps,
                                        double headerBytes, std::string& error) {
    if (!std::isfinite(linkMbps) || linkMbps <= 0) {
        error = "the link speed must be a number of Mbit/s above 0";
        return std::nullopt;
    }
    if (!std::isfinite(headerBytes) || headerBytes < 0) {
        error = "the header bytes must be 0 or more";
        return std::nullopt;
    }
    std::set<double> sizes;
    for (const RttPoint& p : points) {
        if (!(p.size > 0) || !(p.rttPeerNs > 0) || !(p.rttLoopbackNs > 0) ||
            !std::isfinite(p.size + p.rttPeerNs + p.rttLoopbackNs)) {
            error = "every size and round trip must be a number above 0";
            return std::nullopt;
        }
        sizes.insert(p.size);
    }
    if (sizes.size() < 2) {
        error = "a line needs round trips of at least two different sizes, got " +
                std::to_string(sizes.size());
        return std::nullopt;
    }
    DelayFit fit;
    fit.linkMbps = linkMbps;
    fit.headerBytes = headerBytes;
    const double bitTimeNs = 1000.0 / linkMbps;
    double sumX = 0, sumY = 0;
    for (const RttPoint& p : points) {
        DelayRow row;
        row.point = p;
        row.lp = p.size + headerBytes;
        row.lf = row.lp + kEthernetFramingBytes;
        row.tfNs = 16.0 * row.lf * bitTimeNs;
        row.delayNs = (p.rttPeerNs - p.rttLoopbackNs - row.tfNs) / 2.0;
        sumX += row.lp;
        sumY += row.delayNs;
        fit.rows.push_back(row);
    }
    const double n = static_cast<double>(fit.rows.size());
    const double meanX = sumX / n, meanY = sumY / n;
    double sxy = 0, sxx = 0;
    for (const DelayRow& r : fit.rows) {
        sxy += (r.lp - meanX) * (r.delayNs - meanY);
        sxx += (r.lp - meanX) * (r.lp - meanX);
    }
    fit.aNsPerByte = sxy / sxx;
    fit.bNs = meanY - fit.aNsPerByte * meanX;
    for (DelayRow& r : fit.rows) {
        const double model = fit.aNsPerByte * r.lp + fit.bNs;
        r.residualNs = r.delayNs - model;
        r.rttModelNs = r.point.rttLoopbackNs + r.tfNs + 2.0 * model;
        fit.maxRelativeError = std::max(
            fit.maxRelativeError, std::abs(r.rttModelNs - r.point.rttPeerNs) / r.point.rttPeerNs);
    }
    return fit;
}

nlohmann::ordered_json DelayFit::toJson() const {
    nlohmann::ordered_json j;
    j["method"] = "nic-delay";
    j["link_mbps"] = linkMbps;
    j["header_bytes"] = headerBytes;
    j["A_ns_per_byte"] = aNsPerByte;
    j["B_ns"] = bNs;
    j["max_relative_error"] = maxRelativeError;
    j["sizes"] = nlohmann::ordered_json::array();
    for (const DelayRow& r : rows)
        j["sizes"].push_back({{"L", r.point.size},
                              {"Lp", r.lp},
                              {"Lf", r.lf},
                              {"Tf_ns", r.tfNs},
                              {"rtt_peer_ns", r.point.rttPeerNs},
                              {"rtt_loopback_ns", r.point.rttLoopbackNs},
                              {"delay_ns", r.delayNs},
                              {"residual_ns", r.residualNs},
                              {"rtt_model_ns", r.rttModelNs}});
    return j;
}

std::string formatDelayTable(const DelayFit& fit) {
    std::string out;
    char line[160];
    std::snprintf(line, sizeof line, "%8s %8s %8s %12s %12s %12s\n", "L", "Lp", "Lf", "Tf_ns",
                  "delay_ns", "residual_ns");
    out += line;
    for (const DelayRow& r : fit.rows) {
        std::snprintf(line, sizeof line, "%8.0f %8.0f %8.0f %12.1f %12.1f %12.1f\n", r.point.size,
                      r.lp, r.lf, r.tfNs, r.delayNs, r.residualNs);
        out += line;
    }
    out += "A_ns_per_byte " + number(fit.aNsPerByte, 4) + "\n";
    out += "B_ns " + number(fit.bNs, 1) + "\n";
    out += "max_relative_error_pct " + number(fit.maxRelativeError * 100.0, 3) + "\n";
    return out;
}

}  // namespace iometry::analysis
