#pragma once
/**
 * @file
 * @brief The article as the engine writes it (docs/report.md, "The article"): sections of
 *        paragraphs, numbered figures and numbered tables, every word a Text to translate
 *        and every number a measurement. A client renders it (the workbench: HTML, PDF, its
 *        preview); the figures' and tables' data also go to CSV files, C locale, for
 *        pasting into an editor.
 */

#include <cstddef>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "engine/document/text.hpp"

namespace iometry::article {

/** @brief One point of a figure's series; low/high are how far its error bar reaches. */
struct FigurePoint {
    double x = 0;  ///< the value, or a category's index (0, 1, …) on a category axis
    double y = std::numeric_limits<double>::quiet_NaN();  ///< NaN: no value (a gap, no bar)
    double low = 0;   ///< error bar below y (0: none)
    double high = 0;  ///< error bar above y
    Text note = {};   ///< words beside the point ("(sender-limited)"); empty: none
};

/** @brief One series: a device's curve (or bars), in its colour. */
struct FigureSeries {
    std::string device;  ///< whose measurement it is (data, shown as it is)
    /** What of the device's the series is when it has several ("MTU 9000", "CPU %"). */
    Text qualifier;
    std::size_t colour = 0;  ///< the device's index: one colour per device in every figure
    int variant = 0;         ///< 0, 1, 2: the dash pattern (lines) or fill (bars) of a variant
    bool rightAxis = false;  ///< drawn against the right axis
    bool secondary = false;  ///< a thin dotted line: a quantity beside the main one (CPU %)
    bool marks = false;      ///< circled points, no line: points singled out (a knee, a drop-out)
    /** A straight reference line, thin, no markers (a model, the diagonal); device empty: not
     *  a device's, drawn grey. */
    bool reference = false;
    bool steps = false;  ///< a step curve (a distribution: P(X ≥ x) holds until the next x)
    std::vector<FigurePoint> points = {};
};

/** @brief A figure: what a chart of the comparison shows. */
struct Figure {
    enum class Kind { Lines, Bars };
    enum class Scale {
        Linear,     ///< a value axis from 0
        Log2,       ///< a tick per power of two; sizes read 64, 1K, 256K
        Categories, ///< labelled categories: x is the index into `categories`
        Log10,      ///< decades (a value axis: latencies spanning several)
    };
    std::string id;  ///< the file names beside the article: `<id>.png`, `.svg`, `.csv`
    int number = 0;  ///< "Figure 3", in the article's order
    Text title;
    Text caption;    ///< a sentence under the figure: what it shows and how to read it
    Kind kind = Kind::Lines;
    Scale xScale = Scale::Linear;
    Scale yScale = Scale::Linear;  ///< Linear or Log10
    std::vector<Text> categories;
    std::string xKey;  ///< the x column's name in the CSV ("size", "frame_size")
    Text xLabel, yLabel, y2Label;  ///< y2Label empty: no right axis
    std::string yKey, y2Key;       ///< the y columns' names in the CSV
    std::vector<FigureSeries> series;
    /** Spans of x drawn shaded behind the series (a run's idle seconds, when only its
     *  probes ran); none: nothing shaded. */
    std::vector<std::pair<double, double>> shaded = {};
};

/** @brief A table cell: a number, data shown as it is, words to translate, or nothing. */
struct Cell {
    enum class Kind { Empty, Number, Verbatim, Words };
    Kind kind = Kind::Empty;
    double number = 0;
    int decimals = 0;
    /** How a Number reads: as it is, a size ("64 KiB", written 65536) or a duration. */
    enum class Format { Plain, Bytes, Seconds } format = Format::Plain;
    std::string verbatim;
    Text words;

    static Cell empty() { return {}; }
    static Cell of(double value, int decimals);
    static Cell ofBytes(double value);
    static Cell ofSeconds(double value);
    static Cell of(std::string value);
    static Cell of(Text value);
};

struct TableColumn {
    std::string key;  ///< the column's name in the CSV file
    Text header;      ///< with its unit: "Throughput (Mbit/s)"
    /** The group a column belongs to, spanning the columns beside it that share it (a
     *  device's name over its Mbit/s, CPU % and P/E columns); empty for none. */
    Text group = {};
};

struct Table {
    std::string id;
    int number = 0;
    Text caption;
    std::vector<TableColumn> columns;
    std::vector<std::vector<Cell>> rows;
    /** A first column that groups the rows (a section's name): printed once, spanning the
     *  rows below it that hold the same; the CSV keeps it in every row. */
    bool spanFirstColumn = false;
};

/** @brief A block of a section, in reading order. */
struct Block {
    enum class Kind { Paragraph, Figure, Table };
    Kind kind = Kind::Paragraph;
    Text paragraph;
    std::size_t index = 0;  ///< into Article::figures or Article::tables
};

struct Section {
    Text heading;
    std::vector<Block> blocks;
};

struct Article {
    Text title;
    std::vector<Section> sections;
    std::vector<Figure> figures;
    std::vector<Table> tables;
};

/**
 * @brief The table's data as CSV: one header line of the columns' keys (a column of a
 *        group is `<group>:<key>`), then one line per row; numbers in the C locale with
 *        full precision, words in English.
 */
std::string tableCsv(const Table& table);

/**
 * @brief The figure's data as CSV: `device,series,<xKey>,<y>,low,high`, one line per point
 *        of every series (a category axis writes the category's English label).
 */
std::string figureCsv(const Figure& figure);

}  // namespace iometry::article
