#include "gui/report/procedure_result.hpp"

#include <QCoreApplication>
#include <variant>

#include "engine/article/method_results.hpp"
#include "engine/json/json_fields.hpp"
#include "engine/methods/method.hpp"
#include "engine/report/distribution_table.hpp"
#include "engine/report/procedure_table.hpp"
#include "gui/article/article_language.hpp"

namespace iometry::gui {
namespace {

class ProcedureReport {
    Q_DECLARE_TR_FUNCTIONS(ProcedureReport)
};

const model::Method* methodOf(const ProcedureResult& result) {
    return model::methods().find(result.kind.toStdString());
}

/** The method's figures of @p result, as the Report page shows them. */
std::vector<model::ResultFigure> figuresOf(const ProcedureResult& result) {
    const model::Method* method = methodOf(result);
    return method ? method->resultFigures(result.data) : std::vector<model::ResultFigure>{};
}

/** The engine's table in the window's words; its numbers as recorded (rates in Mbit/s, as
 *  the page's other tables and the files beside it have them). */
ProcedureTable tableOf(const report::ProcedureTable& table) {
    ProcedureTable t;
    const ArticleLanguage language(ArticleLanguage::ofInterface());
    for (const model::ResultColumn& c : table.columns)
        t.columns.push_back({language.words(article::columnHeader(c, article::RateUnit{})), c.decimals,
                             QString::fromStdString(c.key), c.bytes});
    for (const auto& row : table.rows) {
        std::vector<QVariant> cells;
        for (const report::ProcedureCell& cell : row)
            cells.push_back(std::visit(
                [](const auto& v) -> QVariant {
                    using T = std::decay_t<decltype(v)>;
                    if constexpr (std::is_same_v<T, std::monostate>) return {};
                    else if constexpr (std::is_same_v<T, std::string>) return QString::fromStdString(v);
                    else return v;
                },
                cell));
        t.rows.push_back(std::move(cells));
    }
    return t;
}

}  // namespace

ProcedureResult procedureResultOf(const nlohmann::ordered_json& result) {
    return {QString::fromStdString(model::stringAt(result, "procedure")), result};
}

QString procedureCellText(const QString& value) {
    if (value == QLatin1String("loss")) return ProcedureReport::tr("loss");
    if (value == QLatin1String("sender")) return ProcedureReport::tr("sender");
    return value;
}

bool hasProcedureView(const ProcedureResult& result) { return !figuresOf(result).empty(); }

bool hasDistributionView(const ProcedureResult& result) {
    return report::distributionFigure(result.data).has_value();
}

QString procedureViewName(const ProcedureResult& result) {
    const std::vector<model::ResultFigure> figures = figuresOf(result);
    return figures.empty() || !figures.front().title
               ? result.kind
               : QCoreApplication::translate("ProcedureFigure", figures.front().title);
}

QString distributionViewName(const ProcedureResult& result) {
    const auto figure = report::distributionFigure(result.data);
    return figure && figure->title ? QCoreApplication::translate("ProcedureFigure", figure->title) : QString();
}

ProcedureTable distributionTable(const ProcedureResult& result) {
    return tableOf(report::distributionTable(result.data));
}

ProcedureTable distributionBins(const ProcedureResult& result) {
    return tableOf(report::distributionBins(result.data));
}

ProcedureTable procedureTable(const ProcedureResult& result) {
    if (!hasProcedureView(result)) return {};
    return tableOf(report::procedureTable(result.data));
}

QString procedureHeadline(const ProcedureResult& result) {
    const model::Method* method = methodOf(result);
    if (!method) return {};
    return ArticleLanguage(ArticleLanguage::ofInterface()).words(article::headlineText(*method, result.data));
}

}  // namespace iometry::gui
