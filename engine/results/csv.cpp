#include "engine/results/csv.hpp"

#include <charconv>
#include <cmath>

namespace iometry::results {

std::string csvField(const std::string& value) {
    if (value.find_first_of(",\"\r\n") == std::string::npos) return value;
    std::string quoted = "\"";
    for (char c : value) {
        if (c == '"') quoted += '"';
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

std::string csvLine(const std::vector<std::string>& fields) {
    std::string line;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i) line += ',';
        line += csvField(fields[i]);
    }
    line += '\n';
    return line;
}

std::string csvNumber(double value, int decimals) {
    if (!std::isfinite(value)) return "";
    // std::to_chars ignores the C locale: a GUI in a locale with a decimal comma (Qt sets
    // the process locale from the environment) still writes "1.5".
    char buffer[400];
    const auto written =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, decimals);
    if (written.ec != std::errc()) return "";
    std::string text(buffer, written.ptr);
    if (text.find('.') != std::string::npos) {
        while (!text.empty() && text.back() == '0') text.pop_back();
        if (!text.empty() && text.back() == '.') text.pop_back();
    }
    if (text == "-0") text = "0";
    return text;
}

}  // namespace iometry::results
