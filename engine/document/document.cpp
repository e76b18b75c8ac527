#include "engine/document/document.hpp"

#include <cmath>

#include "engine/results/csv.hpp"

namespace iometry::article {
namespace {

/** A number as the article's CSV files write it: C locale, up to 6 decimals, empty for NaN. */
std::string csvValue(double value) {
    return std::isfinite(value) ? results::csvNumber(value, 6) : std::string();
}

std::string cellText(const Cell& cell) {
    switch (cell.kind) {
    case Cell::Kind::Number: return csvValue(cell.number);
    case Cell::Kind::Verbatim: return cell.verbatim;
    case Cell::Kind::Words: return english(cell.words);
    case Cell::Kind::Empty: break;
    }
    return {};
}

}  // namespace

Cell Cell::of(double value, int decimals) {
    Cell c;
    c.kind = std::isfinite(value) ? Kind::Number : Kind::Empty;
    c.number = value;
    c.decimals = decimals;
    return c;
}

Cell Cell::ofBytes(double value) {
    Cell c = of(value, 0);
    c.format = Format::Bytes;
    return c;
}

Cell Cell::ofSeconds(double value) {
    Cell c = of(value, 0);
    c.format = Format::Seconds;
    return c;
}

Cell Cell::of(std::string value) {
    Cell c;
    c.kind = Kind::Verbatim;
    c.verbatim = std::move(value);
    return c;
}

Cell Cell::of(Text value) {
    Cell c;
    c.kind = Kind::Words;
    c.words = std::move(value);
    return c;
}

std::string tableCsv(const Table& table) {
    std::vector<std::string> header;
    for (const TableColumn& c : table.columns)
        header.push_back(c.group.empty() ? c.key : english(c.group) + ":" + c.key);
    std::string out = results::csvLine(header);
    for (const auto& row : table.rows) {
        std::vector<std::string> fields;
        for (const Cell& cell : row) fields.push_back(cellText(cell));
        out += results::csvLine(fields);
    }
    return out;
}

std::string figureCsv(const Figure& figure) {
    const bool categories = figure.xScale == Figure::Scale::Categories;
    std::string out = results::csvLine({"device", "series", figure.xKey.empty() ? "x" : figure.xKey,
                                        "y", "low", "high", "axis"});
    for (const FigureSeries& s : figure.series) {
        const std::string series = s.qualifier.empty() ? std::string() : english(s.qualifier);
        for (const FigurePoint& p : s.points) {
            std::string x = csvValue(p.x);
            if (categories) {
                const auto i = static_cast<std::size_t>(p.x);
                x = i < figure.categories.size() ? english(figure.categories[i]) : std::string();
            }
            out += results::csvLine({s.device, series, x, csvValue(p.y),
                                     p.low > 0 ? csvValue(p.low) : std::string(),
                                     p.high > 0 ? csvValue(p.high) : std::string(),
                                     s.rightAxis ? (figure.y2Key.empty() ? "right" : figure.y2Key)
                                                 : (figure.yKey.empty() ? "left" : figure.yKey)});
        }
    }
    return out;
}

}  // namespace iometry::article
