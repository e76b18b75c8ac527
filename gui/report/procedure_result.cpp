#include "gui/report/procedure_result.hpp"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>
#include <variant>

#include "engine/methods/method.hpp"
#include "engine/json/json_fields.hpp"
#include "engine/report/procedure_table.hpp"
#include "gui/methods/method_view.hpp"

namespace iometry::gui {

ProcedureResult procedureResultOf(const nlohmann::ordered_json& result) {
    // The views draw from Qt's JSON (gui/methods/); the engine read the file once.
    const QByteArray text = QByteArray::fromStdString(result.dump());
    return {QString::fromStdString(model::stringAt(result, "procedure")),
            QJsonDocument::fromJson(text).object(), result};
}

QString procedureCellText(const QString& value) {
    if (value == QLatin1String("loss")) return ProcedureReport::tr("loss");
    if (value == QLatin1String("sender")) return ProcedureReport::tr("sender");
    return value;
}

bool hasProcedureView(const QString& kind) {
    return MethodViews::instance().find(kind) != nullptr;
}

bool hasDistributionView(const QString& kind) {
    const MethodView* v = MethodViews::instance().find(kind);
    return v && v->distribution.draw;
}

QString procedureViewName(const QString& kind) {
    const MethodView* v = MethodViews::instance().find(kind);
    return v ? ProcedureReport::tr(v->name) : kind;
}

QString distributionViewName(const QString& kind) {
    const MethodView* v = MethodViews::instance().find(kind);
    return v && v->distribution.name
               ? QCoreApplication::translate("ReportViewText", v->distribution.name)
               : QString();
}

ProcedureTable distributionTable(const ProcedureResult& result) {
    const MethodView* v = MethodViews::instance().find(result.kind);
    return v && v->distribution.table ? v->distribution.table(result.json) : ProcedureTable{};
}

ProcedureTable distributionBins(const ProcedureResult& result) {
    const MethodView* v = MethodViews::instance().find(result.kind);
    return v && v->distribution.bins ? v->distribution.bins(result.json) : distributionTable(result);
}

ProcedureTable procedureTable(const ProcedureResult& result) {
    ProcedureTable t;
    if (!hasProcedureView(result.kind)) return t;
    const report::ProcedureTable table = report::procedureTable(result.data);
    for (const model::ResultColumn& c : table.columns)
        t.columns.push_back({ProcedureReport::tr(c.header.c_str()), c.decimals, QString::fromStdString(c.key)});
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

QString procedureHeadline(const ProcedureResult& result) {
    const MethodView* v = MethodViews::instance().find(result.kind);
    return v && v->headline ? v->headline(result.json) : QString();
}

}  // namespace iometry::gui
