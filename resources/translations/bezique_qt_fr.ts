<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>bezique_qt</name>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="25"/>
        <location filename="../../bezique_qt/export/text.py" line="60"/>
        <source>deal</source>
        <translation>donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="25"/>
        <location filename="../../bezique_qt/export/text.py" line="87"/>
        <source>trick</source>
        <translation>levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="25"/>
        <location filename="../../bezique_qt/export/text.py" line="60"/>
        <source>player</source>
        <translation>joueur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="25"/>
        <source>kind</source>
        <translation>type</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="26"/>
        <source>what</source>
        <translation>quoi</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="26"/>
        <location filename="../../bezique_qt/export/text.py" line="88"/>
        <source>cards</source>
        <translation>cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="26"/>
        <source>points</source>
        <translation>points</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="39"/>
        <source>{name} deal total</source>
        <translation>{name} total de la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="39"/>
        <source>{name} game total</source>
        <translation>{name} total de la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/csv.py" line="80"/>
        <location filename="../../bezique_qt/words/scores.py" line="44"/>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="121"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="147"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="226"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="245"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="122"/>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="130"/>
        <source>unfinished</source>
        <translation>inachevée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="135"/>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="143"/>
        <source>Deals at a glance</source>
        <translation>Les donnes d&apos;un coup d&apos;œil</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="148"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="97"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="148"/>
        <source>Game in progress</source>
        <translation>Partie en cours</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="157"/>
        <location filename="../../bezique_qt/export/html.py" line="163"/>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="164"/>
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="164"/>
        <source>Score so far</source>
        <translation>Score actuel</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="178"/>
        <source>{first} v {second}</source>
        <translation>{first} contre {second}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="179"/>
        <location filename="../../bezique_qt/export/sheet.py" line="213"/>
        <location filename="../../bezique_qt/ui/session.py" line="70"/>
        <source> v </source>
        <translation> contre </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/html.py" line="195"/>
        <source>Bezique score sheets</source>
        <translation>Feuilles de marque du bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="47"/>
        <source>Review of your decisions</source>
        <translation>Analyse de vos décisions</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="48"/>
        <source>{variant} · the Expert&apos;s evaluation from your own cards, {budget} simulations a decision</source>
        <translation>{variant} · évaluation de l&apos;Expert à partir de vos seules cartes, {budget} simulations par décision</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="51"/>
        <source>Review of {name}&apos;s decisions</source>
        <translation>Analyse des décisions : {name}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="52"/>
        <source>{variant} · the Expert&apos;s evaluation from {name}&apos;s own cards, {budget} simulations a decision</source>
        <translation>{variant} · évaluation de l&apos;Expert à partir des seules cartes du joueur ({name}), {budget} simulations par décision</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="60"/>
        <source>Deal {deal}: {count} decisions, expected losses adding up to {lost} points (a measure of the play, not what the deal cost)</source>
        <translation>Donne {deal} — décisions : {count}, pertes en espérance totalisant {lost} points (une mesure du jeu, pas ce que la donne a coûté)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="65"/>
        <location filename="../../bezique_qt/export/sheet.py" line="179"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="109"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="217"/>
        <location filename="../../bezique_qt/ui/sheet/model.py" line="51"/>
        <source>Trick</source>
        <translation>Levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="66"/>
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="67"/>
        <source>Class</source>
        <translation>Classe</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="68"/>
        <source>Lost</source>
        <comment>points lost</comment>
        <translation>Perdus</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="69"/>
        <source>The Expert preferred</source>
        <translation>L&apos;Expert préférait</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="84"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="347"/>
        <source>trick {trick}, {action} (−{lost})</source>
        <translation>levée {trick}, {action} (−{lost})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="86"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="346"/>
        <source>Costliest: {moves}</source>
        <translation>Les plus coûteuses : {moves}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="89"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="364"/>
        <source>With three or four players no exact solver plays the last tricks face up: each decision below is valued by the search in the real deal, every card known.</source>
        <translation>À trois ou quatre joueurs, aucun calcul exact ne joue les dernières levées cartes sur table : chaque décision ci-dessous est évaluée par la recherche dans la donne réelle, toutes les cartes connues.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="93"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="368"/>
        <source>No last tricks were played in this deal.</source>
        <translation>Les dernières levées n&apos;ont pas été jouées dans cette donne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="95"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="370"/>
        <source>The last tricks are too large for the exact solver.</source>
        <translation>Les dernières levées sont trop grandes pour le calcul exact.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="97"/>
        <source>From trick {trick}, the best result of the last tricks was {best}; you made {achieved}.</source>
        <translation>À partir de la levée {trick}, le meilleur résultat des dernières levées était {best} ; vous avez fait {achieved}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="99"/>
        <source>From trick {trick}, the best result of the last tricks was {best}; {name} made {achieved}.</source>
        <translation>À partir de la levée {trick}, le meilleur résultat des dernières levées était {best} ; {name} a fait {achieved}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="103"/>
        <source>Face up (all cards known, not the fair evaluation):</source>
        <translation>Cartes sur table (toutes les cartes connues, ce n&apos;est pas l&apos;évaluation loyale) :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="110"/>
        <source>trick {trick}, {action}: {best} was {gain} points better</source>
        <translation>levée {trick}, {action} : {best} valait {gain} points de plus</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="116"/>
        <source>Face up, each decision with every card known (not the fair evaluation):</source>
        <translation>Cartes sur table, chaque décision avec toutes les cartes connues (ce n&apos;est pas l&apos;évaluation loyale) :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/review.py" line="117"/>
        <source>{best} of {count} decisions were the best</source>
        <translation>meilleures décisions : {best} sur {count}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="44"/>
        <source>Bezique score sheet</source>
        <translation>Feuille de marque du bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="45"/>
        <source>January</source>
        <translation>janvier</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="45"/>
        <source>February</source>
        <translation>février</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="45"/>
        <source>March</source>
        <translation>mars</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="45"/>
        <source>April</source>
        <translation>avril</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="46"/>
        <source>May</source>
        <translation>mai</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="46"/>
        <source>June</source>
        <translation>juin</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="46"/>
        <source>July</source>
        <translation>juillet</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="46"/>
        <source>August</source>
        <translation>août</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="47"/>
        <source>September</source>
        <translation>septembre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="47"/>
        <source>October</source>
        <translation>octobre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="47"/>
        <source>November</source>
        <translation>novembre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="47"/>
        <source>December</source>
        <translation>décembre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="179"/>
        <location filename="../../bezique_qt/ui/sheet/model.py" line="51"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="98"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="179"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="109"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="217"/>
        <location filename="../../bezique_qt/ui/rules_text.py" line="251"/>
        <location filename="../../bezique_qt/ui/sheet/model.py" line="51"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="185"/>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="147"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="97"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="207"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="226"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="245"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="271"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="186"/>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="222"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="187"/>
        <source>as the variant describes them</source>
        <translation>celles que décrit la variante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="189"/>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="191"/>
        <location filename="../../bezique_qt/export/sheet.py" line="194"/>
        <location filename="../../bezique_qt/words/rules.py" line="19"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="191"/>
        <location filename="../../bezique_qt/export/sheet.py" line="194"/>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="23"/>
        <location filename="../../bezique_qt/ui/table/board.py" line="472"/>
        <location filename="../../bezique_qt/words/sides.py" line="19"/>
        <source>{first} and {second}</source>
        <translation>{first} et {second}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="196"/>
        <source>First dealer</source>
        <translation>Premier donneur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="197"/>
        <location filename="../../bezique_qt/export/sheet.py" line="433"/>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="100"/>
        <location filename="../../bezique_qt/ui/menus.py" line="67"/>
        <location filename="../../bezique_qt/ui/table/board.py" line="412"/>
        <location filename="../../bezique_qt/ui/table/board.py" line="505"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="212"/>
        <source>Bezique — {players} ({variant})</source>
        <translation>Bésigue — {players} ({variant})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="214"/>
        <source>Bezique — {first} v {second} ({variant})</source>
        <translation>Bésigue — {first} contre {second} ({variant})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="227"/>
        <source>rubicon under {threshold}; game {game}, rubicon {rubicon}</source>
        <translation>rubicon au-dessous de {threshold} ; partie {game}, rubicon {rubicon}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="231"/>
        <source> + {points} for brisques</source>
        <translation> + {points} pour les brisques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="234"/>
        <source>each deal is a game, scored in hundreds; {scoring}</source>
        <translation>chaque donne est une partie, comptée en centaines ; {scoring}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="236"/>
        <source>{target} up, each deal scored in hundreds; {scoring}</source>
        <translation>en {target} points, chaque donne comptée en centaines ; {scoring}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="239"/>
        <source>one deal; the higher score wins</source>
        <translation>une donne ; le plus haut score gagne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="241"/>
        <source>{target} up, counted at the end of each deal</source>
        <translation>en {target} points, comptés à la fin de chaque donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="242"/>
        <source>{target} up; the first to reach it wins, even during a deal</source>
        <translation>en {target} points ; le premier à les atteindre gagne, même en cours de donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="269"/>
        <location filename="../../bezique_qt/ui/spoken.py" line="136"/>
        <source>trumps {suit}</source>
        <translation>atout {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="270"/>
        <source>trumps {suit} (turn-up {card})</source>
        <translation>atout {suit} (retournée {card})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="276"/>
        <source>trumps {suit} (made by the first {meld})</source>
        <translation>atout {suit} (fixé par le premier {meld})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="278"/>
        <source>no trumps made yet</source>
        <translation>pas encore d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="279"/>
        <source>no trumps made</source>
        <translation>pas d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="291"/>
        <source>You deal first</source>
        <translation>Vous donnez en premier</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="292"/>
        <source>{name} deals first</source>
        <translation>{name} donne en premier</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="294"/>
        <source>cut: {cards}</source>
        <translation>coupe : {cards}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="298"/>
        <source> (cut: {first} {first_card}, {second} {second_card})</source>
        <translation> (coupe : {first} {first_card}, {second} {second_card})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="302"/>
        <source> (chosen by chance)</source>
        <translation> (tiré au sort)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="314"/>
        <source>Deal {number} · {dealer}</source>
        <translation>Donne {number} · {dealer}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="315"/>
        <source>You deal</source>
        <translation>Vous donnez</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="315"/>
        <source>{name} deals</source>
        <translation>{name} donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="319"/>
        <source>the game ended during this deal</source>
        <translation>la partie a pris fin pendant cette donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="320"/>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="345"/>
        <location filename="../../bezique_qt/export/sheet.py" line="428"/>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="81"/>
        <source>Deal total</source>
        <translation>Total de la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="346"/>
        <source>Deal total when the game ended</source>
        <translation>Total de la donne à la fin de la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="346"/>
        <source>Deal so far</source>
        <translation>Donne en cours</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="354"/>
        <source>Brisques held, {points} each</source>
        <translation>Brisques gardées, {points} chacune</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="362"/>
        <source>Game drawn: no points</source>
        <translation>Partie nulle : aucun point</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="367"/>
        <location filename="../../bezique_qt/export/sheet.py" line="435"/>
        <location filename="../../bezique_qt/export/sheet.py" line="437"/>
        <source>Game total</source>
        <translation>Total de la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="367"/>
        <source>Game total so far</source>
        <translation>Total de la partie à ce stade</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="395"/>
        <source>Game to you</source>
        <translation>Partie à vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="395"/>
        <source>Game to {name}</source>
        <translation>Partie à {name}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="398"/>
        <source> (you are rubiconed)</source>
        <translation> (vous êtes rubiconé)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="399"/>
        <source> ({name} rubiconed)</source>
        <translation> ({name} est rubiconé)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="405"/>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="28"/>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="79"/>
        <location filename="../../bezique_qt/ui/rules_text.py" line="240"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="405"/>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="30"/>
        <location filename="../../bezique_qt/ui/rules_text.py" line="101"/>
        <location filename="../../bezique_qt/words/rules.py" line="52"/>
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="406"/>
        <source>Dealer&apos;s guess</source>
        <translation>Pari sur le donneur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="406"/>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="29"/>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="83"/>
        <source>Seven of trumps</source>
        <translation>Sept d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="407"/>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="31"/>
        <location filename="../../bezique_qt/ui/table/board.py" line="417"/>
        <location filename="../../bezique_qt/ui/table/board.py" line="509"/>
        <source>Brisques</source>
        <translation>Brisques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="407"/>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="32"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="78"/>
        <source>Last trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="432"/>
        <source>Brisques held</source>
        <translation>Brisques gardées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="464"/>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="39"/>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="82"/>
        <location filename="../../bezique_qt/ui/spoken.py" line="161"/>
        <location filename="../../bezique_qt/words/split.py" line="24"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="469"/>
        <location filename="../../bezique_qt/export/sheet.py" line="490"/>
        <source>the end of deal {deal}</source>
        <translation>la fin de la donne {deal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="470"/>
        <location filename="../../bezique_qt/export/sheet.py" line="492"/>
        <source>deal {deal}, trick {trick}</source>
        <translation>la donne {deal}, levée {trick}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="472"/>
        <location filename="../../bezique_qt/export/sheet.py" line="494"/>
        <source>deal {deal}, before the first trick</source>
        <translation>la donne {deal}, avant la première levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="473"/>
        <location filename="../../bezique_qt/export/sheet.py" line="495"/>
        <source>Game in progress at {where}: {score}.</source>
        <translation>Partie en cours à {where} : {score}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="475"/>
        <location filename="../../bezique_qt/export/sheet.py" line="497"/>
        <source>The game is drawn: {score}.</source>
        <translation>La partie est nulle : {score}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="476"/>
        <source>Won by {name}: {score}.</source>
        <translation>Gagnée par {name} : {score}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="484"/>
        <source>{first} {first_points}, {second} {second_points}</source>
        <translation>{first} {first_points}, {second} {second_points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="500"/>
        <source>You win, {points} to {other}</source>
        <translation>Vous gagnez, {points} à {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="501"/>
        <source>{name} wins, {points} to {other}</source>
        <translation>{name} gagne, {points} à {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="505"/>
        <source>; you are rubiconed</source>
        <translation> ; vous êtes rubiconé</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="506"/>
        <source>; {name} is rubiconed</source>
        <translation> ; {name} est rubiconé</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="508"/>
        <source>, reaching {target} during deal {deal}</source>
        <translation>, en atteignant {target} pendant la donne {deal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/sheet.py" line="534"/>
        <source>{day} {month} {year}</source>
        <translation>{day} {month} {year}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/split_sheet.py" line="45"/>
        <source>Cards or play ({measured}): what the cards were worth to each player, and what each player&apos;s play cost</source>
        <translation>Les cartes ou le jeu ({measured}) : ce que les cartes valaient pour chaque joueur, et ce qu&apos;a coûté le jeu de chacun</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/split_sheet.py" line="51"/>
        <source>Deal {deal}: not measured</source>
        <translation>Donne {deal} : non mesurée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/split_sheet.py" line="54"/>
        <source>Deal {deal}: the cards</source>
        <translation>Donne {deal} : les cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/split_sheet.py" line="55"/>
        <source>Deal {deal}: play cost</source>
        <translation>Donne {deal} : coût du jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/split_sheet.py" line="58"/>
        <source>Game: the cards</source>
        <translation>Partie : les cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/split_sheet.py" line="58"/>
        <source>Game: play cost</source>
        <translation>Partie : coût du jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/text.py" line="59"/>
        <source>Deals at a glance (* deals)</source>
        <translation>Les donnes d&apos;un coup d&apos;œil (* donneur)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/text.py" line="76"/>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="412"/>
        <location filename="../../bezique_qt/ui/table/scene.py" line="625"/>
        <location filename="../../bezique_qt/ui/table/scene.py" line="626"/>
        <source>{name}:</source>
        <translation>{name} :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/text.py" line="87"/>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/export/text.py" line="105"/>
        <source>Result: {result}</source>
        <translation>Résultat : {result}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="132"/>
        <source>Practice — deal {deal} again</source>
        <translation>Entraînement — la donne {deal} à nouveau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="157"/>
        <source>Show the Expert&apos;s move</source>
        <translation>Montrer le coup de l&apos;Expert</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="161"/>
        <location filename="../../bezique_qt/ui/branch.py" line="165"/>
        <source>Back to the review</source>
        <translation>Retour à l&apos;analyse</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="163"/>
        <source>Close this practice table and go back to the review</source>
        <translation>Fermer cette table d&apos;entraînement et revenir à l&apos;analyse</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="183"/>
        <source>Practice: it never counts in your statistics, and your game in progress is kept as it was.</source>
        <translation>Entraînement : cela ne compte jamais dans vos statistiques, et votre partie en cours reste telle qu&apos;elle était.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="187"/>
        <source>Deal {deal} again from its start, the same hands and the same stock.</source>
        <translation>La donne {deal} à nouveau depuis son début, avec les mêmes mains et le même talon.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="191"/>
        <source>Deal {deal} again from trick {trick}, as it stood.</source>
        <translation>La donne {deal} à nouveau depuis la levée {trick}, telle qu&apos;elle était.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="194"/>
        <source>Find a better move than the one you played: {played}.</source>
        <translation>Trouvez un meilleur coup que celui que vous avez joué : {played}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="198"/>
        <source>Here you played as well as the Expert ({played}): play on.</source>
        <translation>Ici vous avez joué aussi bien que l&apos;Expert ({played}) : continuez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="234"/>
        <source>Weighing your move ({action}) from your own cards…</source>
        <translation>Évaluation de votre coup ({action}) à partir de vos seules cartes…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="255"/>
        <source>Your move could not be weighed; the deal goes on.</source>
        <translation>Votre coup n&apos;a pas pu être évalué ; la donne continue.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="271"/>
        <source>Well found: {action} — the Expert&apos;s move.</source>
        <translation>Bien trouvé : {action} — le coup de l&apos;Expert.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="273"/>
        <source>Well found: {action} — as good as the Expert&apos;s move, {expert}.</source>
        <translation>Bien trouvé : {action} — aussi bon que le coup de l&apos;Expert, {expert}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="277"/>
        <source>That is the move you played ({action}): it cost {lost} points against the Expert&apos;s move. Try another, or show the Expert&apos;s move.</source>
        <translation>C&apos;est le coup que vous avez joué ({action}) : il a coûté {lost} points par rapport au coup de l&apos;Expert. Essayez-en un autre, ou montrez le coup de l&apos;Expert.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="281"/>
        <source>{action}: that would cost {lost} points against the Expert&apos;s move. Try another, or show the Expert&apos;s move.</source>
        <translation>{action} : cela coûterait {lost} points par rapport au coup de l&apos;Expert. Essayez-en un autre, ou montrez le coup de l&apos;Expert.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="297"/>
        <source>The Expert&apos;s move: {action}.</source>
        <translation>Le coup de l&apos;Expert : {action}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="305"/>
        <source>The Expert&apos;s move — {reason}.</source>
        <translation>Le coup de l&apos;Expert — {reason}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="307"/>
        <source>Play it, or any move you like: the deal goes on.</source>
        <translation>Jouez-le, ou le coup de votre choix : la donne continue.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="323"/>
        <source>The deal is over: this practice ends here.</source>
        <translation>La donne est terminée : cet entraînement s&apos;arrête ici.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="337"/>
        <source>The deal is over. This time: {now}.</source>
        <translation>La donne est terminée. Cette fois : {now}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="339"/>
        <source>In your game: {then}.</source>
        <translation>Dans votre partie : {then}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="340"/>
        <source>This practice is not counted.</source>
        <translation>Cet entraînement n&apos;est pas compté.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="379"/>
        <location filename="../../bezique_qt/ui/branch.py" line="385"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="201"/>
        <source>Try again from here</source>
        <translation>Rejouer à partir d&apos;ici</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="380"/>
        <source>Only your own seat can be played again.</source>
        <translation>Seule votre propre place peut être rejouée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="386"/>
        <source>The deal cannot be set up again ({reason}).</source>
        <translation>La donne ne peut pas être remise en place ({reason}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="406"/>
        <location filename="../../bezique_qt/ui/branch.py" line="458"/>
        <source>Try this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="407"/>
        <source>This deal has no move to play again.</source>
        <translation>Cette donne n&apos;a aucun coup à rejouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="430"/>
        <source>No decision of yours lost points in this deal: there is nothing to try again.</source>
        <translation>Aucune de vos décisions n&apos;a perdu de points dans cette donne : il n&apos;y a rien à rejouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="461"/>
        <source>Play this deal again, the same hands and stock: practice, never counted</source>
        <translation>Rejouer cette donne, avec les mêmes mains et le même talon : entraînement, jamais compté</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="464"/>
        <source>From its start</source>
        <translation>Depuis son début</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/branch.py" line="467"/>
        <source>From your costliest decision</source>
        <translation>Depuis votre décision la plus coûteuse</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/claiming.py" line="21"/>
        <source>Play the last tricks at once when nothing is left to decide in them</source>
        <translation>Jouer d&apos;un coup les dernières levées quand plus rien n&apos;y reste à décider</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/claiming.py" line="27"/>
        <source>Every card left is forced: Claim the rest (C) plays them at once.</source>
        <translation>Toutes les cartes restantes sont forcées : Abattre son jeu (C) les joue d&apos;un coup.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/claiming.py" line="28"/>
        <source>Every point left is yours: Claim the rest (C) plays the last tricks at once.</source>
        <translation>Tous les points restants sont à vous : Abattre son jeu (C) joue les dernières levées d&apos;un coup.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/claiming.py" line="53"/>
        <source>The rest can be claimed only in the last tricks, on your turn, when the cards left can change no score.</source>
        <translation>Vous ne pouvez abattre votre jeu que dans les dernières levées, à votre tour, quand les cartes restantes ne peuvent plus changer aucun score.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/claiming.py" line="58"/>
        <source>You claimed the rest: the last tricks were played out at once.</source>
        <translation>Vous avez abattu votre jeu : les dernières levées ont été jouées d&apos;un coup.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/deal_end.py" line="54"/>
        <location filename="../../bezique_qt/ui/deal_end.py" line="66"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/deal_end.py" line="54"/>
        <location filename="../../bezique_qt/ui/deal_end.py" line="72"/>
        <source>Deal {deal} is over</source>
        <translation>Fin de la donne {deal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/deal_end.py" line="57"/>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="74"/>
        <source>The game is drawn.</source>
        <translation>La partie est nulle.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/deal_end.py" line="59"/>
        <source>You win the game, {points} to {other}!</source>
        <translation>Vous gagnez la partie, {points} à {other} !</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/deal_end.py" line="62"/>
        <source>You win the game, {points} to {other}.</source>
        <translation>Vous gagnez la partie, {points} à {other}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/deal_end.py" line="63"/>
        <source>{name} wins the game, {points} to {other}.</source>
        <translation>{name} gagne la partie, {points} à {other}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/deal_end.py" line="69"/>
        <location filename="../../bezique_qt/words/game.py" line="148"/>
        <source>Deal {deal}: {first} {first_points}, {second} {second_points}.</source>
        <translation>Donne {deal} : {first} {first_points}, {second} {second_points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/deal_end.py" line="178"/>
        <location filename="../../bezique_qt/ui/window.py" line="437"/>
        <source>The deal is over: choose Next deal (N) when you are ready.</source>
        <translation>La donne est terminée : choisissez Donne suivante (N) pour continuer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="38"/>
        <source>the {card} of your {melds}</source>
        <translation>{card} de votre {melds}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="41"/>
        <source>the {card} on the table</source>
        <translation>{card} sur la table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="42"/>
        <source>the {card} from your hand</source>
        <translation>{card} de votre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="47"/>
        <source> (makes {suit} trumps)</source>
        <translation> (l&apos;atout devient {suit})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="68"/>
        <source> (with {cards})</source>
        <translation> (avec {cards})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="91"/>
        <source>Score {meld}</source>
        <translation>Marquer {meld}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="93"/>
        <source>{choice} (one of {count} alike)</source>
        <translation>{choice} (une des {count} identiques)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="111"/>
        <source>Declare {meld}</source>
        <translation>Annoncer {meld}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="113"/>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="309"/>
        <source>Score later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="116"/>
        <source>Declare {meld}, {points} to score</source>
        <translation>Annoncer {meld}, {points} à marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="121"/>
        <location filename="../../bezique_qt/words/game.py" line="355"/>
        <source>Exchange the {card} for the turn-up</source>
        <translation>Échanger le {card} contre la carte retournée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="125"/>
        <location filename="../../bezique_qt/words/game.py" line="358"/>
        <source>Show the {card}</source>
        <translation>Montrer le {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="129"/>
        <location filename="../../bezique_qt/words/game.py" line="363"/>
        <source>Show carte blanche</source>
        <translation>Montrer carte blanche</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="130"/>
        <location filename="../../bezique_qt/words/game.py" line="364"/>
        <source>Show carte blanche ({card})</source>
        <translation>Montrer carte blanche ({card})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="134"/>
        <location filename="../../bezique_qt/words/game.py" line="366"/>
        <source>Let your partner declare</source>
        <translation>Laisser annoncer votre partenaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/declaration_rows.py" line="136"/>
        <source>Done: draw a card</source>
        <translation>Terminé : tirer une carte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/about.py" line="18"/>
        <source>Version {version}. Play Bezique against the computer: for two — Classic, Rubicon, Six-pack and Eight-pack — or for three or four hands, each for themselves or four as two partnerships.</source>
        <translation>Version {version}. Jouez au bésigue contre l&apos;ordinateur : à deux — classique, rubicon, à six jeux et à huit jeux — ou à trois ou quatre, chacun pour soi ou à quatre en deux équipes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/about.py" line="21"/>
        <source>&lt;b&gt;The computer plays fair.&lt;/b&gt; It never sees your cards or the order of the stock: it knows only what you could know in its seat — its own hand, the cards on the table, the tricks played and the scores. Every deal is an honest shuffle.</source>
        <translation>&lt;b&gt;L&apos;ordinateur joue franc jeu.&lt;/b&gt; Il ne voit jamais vos cartes ni l&apos;ordre du talon : il ne sait que ce que vous pourriez savoir à sa place — sa propre main, les cartes posées sur la table, les levées jouées et les scores. Chaque donne est battue honnêtement.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/about.py" line="24"/>
        <source>Deals anyone can check.</source>
        <translation>Des donnes que chacun peut vérifier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/about.py" line="25"/>
        <source>Card design by Adrian Kennard (CC0, public domain). Interface font: DejaVu Sans.</source>
        <translation>Cartes dessinées par Adrian Kennard (CC0, domaine public). Police de l&apos;interface : DejaVu Sans.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/about.py" line="26"/>
        <source>Keys: ←/→ choose a card, Enter plays it, D goes to the declarations, H asks for a hint, L shows the last trick, R every trick of the deal, Ctrl+Z takes back your last action. Drag a card within your hand to move it.</source>
        <translation>Touches : ←/→ choisissent une carte, Entrée la joue, D va aux annonces, H demande un indice, L montre la dernière levée, R toutes les levées de la donne, Ctrl+Z annule votre dernier coup. Faites glisser une carte dans votre main pour la déplacer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/about.py" line="30"/>
        <location filename="../../bezique_qt/ui/rules_text.py" line="33"/>
        <location filename="../../bezique_qt/ui/window.py" line="55"/>
        <source>Bezique</source>
        <translation>Bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/about.py" line="36"/>
        <source>About Bezique</source>
        <translation>À propos de Bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="27"/>
        <source>The dealer&apos;s packet</source>
        <translation>Le paquet du donneur</translation>
    </message>
    <message numerus="yes">
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="63"/>
        <source>{count} cards</source>
        <translation>
            <numerusform>{count} carte</numerusform>
            <numerusform>{count} cartes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="91"/>
        <source>Game points of this deal</source>
        <translation>Points de partie de cette donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="94"/>
        <source>Game score</source>
        <translation>Score de la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="100"/>
        <source>The game computed</source>
        <translation>Le décompte de la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="143"/>
        <location filename="../../bezique_qt/ui/window_actions.py" line="125"/>
        <source>&amp;Review the tricks…</source>
        <translation>&amp;Revoir les levées…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="148"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="136"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="261"/>
        <source>Review this deal…</source>
        <translation>Analyser cette donne…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="151"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="137"/>
        <source>Could you have won? The Expert reviews each of your decisions from the cards you held</source>
        <translation>Auriez-vous pu gagner ? L&apos;Expert analyse chacune de vos décisions à partir des cartes que vous teniez</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="155"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="157"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="155"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="206"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="375"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/deal_summary.py" line="157"/>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="85"/>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="87"/>
        <source>Deals and scoring</source>
        <translation>Donnes et marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="104"/>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="105"/>
        <location filename="../../bezique_qt/words/i18n.py" line="89"/>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="104"/>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="105"/>
        <location filename="../../bezique_qt/words/i18n.py" line="90"/>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="105"/>
        <location filename="../../bezique_qt/words/i18n.py" line="89"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="192"/>
        <location filename="../../bezique_qt/ui/session.py" line="354"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="224"/>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="151"/>
        <location filename="../../bezique_qt/ui/review_table.py" line="77"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="97"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="207"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="245"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="271"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="227"/>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="146"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="232"/>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="149"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="265"/>
        <source>Reset to the rules&apos; own</source>
        <translation>Revenir aux règles d&apos;origine</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="266"/>
        <source>Every house rule and the target as the chosen rules have them</source>
        <translation>Chaque règle maison et l&apos;objectif tels que les prévoient les règles choisies</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="278"/>
        <source>Deal</source>
        <comment>the button that starts the game</comment>
        <translation>Distribuer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="298"/>
        <source>The other players</source>
        <translation>Les autres joueurs</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="319"/>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="320"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="339"/>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="340"/>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="157"/>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="158"/>
        <source>On your left</source>
        <translation>À votre gauche</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="339"/>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="341"/>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="157"/>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="159"/>
        <source>On your right</source>
        <translation>À votre droite</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="340"/>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="158"/>
        <source>Across: your partner</source>
        <translation>En face : votre partenaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="341"/>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="159"/>
        <source>Across</source>
        <translation>En face</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="447"/>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="335"/>
        <source>one deal</source>
        <translation>une donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="463"/>
        <source>As the rules have them.</source>
        <translation>Conformes aux règles.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="464"/>
        <source>1 house rule changed.</source>
        <translation>1 règle maison modifiée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/game.py" line="465"/>
        <source>{count} house rules changed.</source>
        <translation>{count} règles maison modifiées.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="60"/>
        <location filename="../../bezique_qt/ui/table/animation.py" line="56"/>
        <source>No animation</source>
        <translation>Sans animation</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="60"/>
        <location filename="../../bezique_qt/ui/table/animation.py" line="56"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="61"/>
        <location filename="../../bezique_qt/ui/table/animation.py" line="55"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="61"/>
        <location filename="../../bezique_qt/ui/table/animation.py" line="55"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="62"/>
        <location filename="../../bezique_qt/ui/window_actions.py" line="150"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="62"/>
        <location filename="../../bezique_qt/ui/window_actions.py" line="150"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="64"/>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="109"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="132"/>
        <source>The house rules chosen in the New Game dialog are kept here for the next game.</source>
        <translation>Les règles maison choisies dans la fenêtre Nouvelle partie sont gardées ici pour la prochaine partie.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="134"/>
        <source>Use the variant&apos;s own rules</source>
        <translation>Reprendre les règles de la variante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="142"/>
        <source>Ask before a hint makes the game a practice game</source>
        <translation>Demander avant qu&apos;un indice fasse de la partie une partie d&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="148"/>
        <source>Play to</source>
        <translation>Jouer en</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="153"/>
        <source>New games</source>
        <translation>Nouvelles parties</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="159"/>
        <source>Clear a finished trick by itself</source>
        <translation>Ramasser automatiquement une levée terminée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="166"/>
        <source>Choose the colour of the table</source>
        <translation>Choisir la couleur du tapis</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="168"/>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="174"/>
        <source>Four-colour deck: clubs green, diamonds blue</source>
        <translation>Jeu à quatre couleurs : trèfles en vert, carreaux en bleu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="177"/>
        <source>Large print: bigger card indices, scores and texts</source>
        <translation>Grands caractères : index des cartes, scores et textes plus grands</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="181"/>
        <source>Ask before a play cancels a claim to score</source>
        <translation>Demander avant qu&apos;une carte jouée annule une déclaration à marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="183"/>
        <source>Or breaks a meld that the other copy of the card would keep</source>
        <translation>Ou défasse une déclaration que l&apos;autre exemplaire de la carte garderait</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="186"/>
        <source>Memory aid: aces, tens and trumps still out</source>
        <translation>Aide-mémoire : as, dix et atouts encore en jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="191"/>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="193"/>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="194"/>
        <source>Card backs</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="197"/>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="362"/>
        <source>Table colour</source>
        <translation>Couleur du tapis</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="200"/>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="206"/>
        <source>A new language is used from the next time Bezique starts.</source>
        <translation>Une nouvelle langue s&apos;applique au prochain démarrage de Bésigue.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="211"/>
        <source>Reset the window&apos;s size and panels</source>
        <translation>Rétablir la taille de la fenêtre et les panneaux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="213"/>
        <source>The window opens at its usual size next time, with no side panel open</source>
        <translation>La fenêtre s&apos;ouvrira à sa taille habituelle la prochaine fois, sans panneau latéral</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="219"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="222"/>
        <source>The program</source>
        <translation>Le programme</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/preferences.py" line="345"/>
        <source>None: the variant&apos;s own rules</source>
        <translation>Aucune : les règles de la variante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="21"/>
        <source>You and {partner}</source>
        <translation>Vous et {partner}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="38"/>
        <location filename="../../bezique_qt/ui/table/board.py" line="471"/>
        <location filename="../../bezique_qt/words/sides.py" line="18"/>
        <source>{side} {points}</source>
        <translation>{side} {points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="51"/>
        <location filename="../../bezique_qt/words/game.py" line="172"/>
        <location filename="../../bezique_qt/words/sides.py" line="24"/>
        <source>Deal {deal}: {scores}.</source>
        <translation>Donne {deal} : {scores}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="58"/>
        <source>Game: {sides}.</source>
        <translation>Partie : {sides}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="63"/>
        <source>Deal {deal}: {sides}.</source>
        <translation>Donne {deal} : {sides}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="65"/>
        <source>Each player: {scores}.</source>
        <translation>Chaque joueur : {scores}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="78"/>
        <source>Your side wins the game with {points}!</source>
        <translation>Votre camp gagne la partie avec {points} !</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="79"/>
        <source>You win the game with {points}!</source>
        <translation>Vous gagnez la partie avec {points} !</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="81"/>
        <source>{names} win the game with {points}.</source>
        <translation>{names} gagnent la partie avec {points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="83"/>
        <source>{name} wins the game with {points}.</source>
        <translation>{name} gagne la partie avec {points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="97"/>
        <source>Sides</source>
        <translation>Camps</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/sides.py" line="98"/>
        <location filename="../../bezique_qt/ui/table/board.py" line="414"/>
        <location filename="../../bezique_qt/ui/table/board.py" line="507"/>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="67"/>
        <source>Trick {number}: {plays}; {winner} won.</source>
        <translation>Levée {number} : {plays} ; {winner} l’a remportée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="83"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="208"/>
        <source>No trick has been played yet in this deal.</source>
        <translation>Aucune levée n&apos;a encore été jouée dans cette donne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="93"/>
        <source>Trick {number}: {leader} led {led}, {follower} played {played}. {winner} won it.</source>
        <translation>Levée {number} : entame {led} ({leader}), puis {played} ({follower}). Remportée par {winner}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="109"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="216"/>
        <source>Led by</source>
        <translation>Entame</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="109"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="217"/>
        <source>Won by</source>
        <translation>Remportée par</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="135"/>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="193"/>
        <source>Tricks of this deal</source>
        <translation>Levées de cette donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="146"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="130"/>
        <source>Deal {deal}</source>
        <translation>Donne {deal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="149"/>
        <source>&amp;Show the tricks of:</source>
        <translation>&amp;Voir les levées de :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="194"/>
        <source>Tricks of deal {deal}</source>
        <translation>Levées de la donne {deal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="197"/>
        <source>Deal {deal}: {count} tricks played. Won: {won}.</source>
        <translation>Donne {deal} : {count} levées jouées. Remportées : {won}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="201"/>
        <source>Deal {deal}: 1 trick played. {me} won {mine}, {opponent} {theirs}.</source>
        <translation>Donne {deal} : 1 levée jouée. {me} : {mine}, {opponent} : {theirs}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="203"/>
        <source>Deal {deal}: {count} tricks played. {me} won {mine}, {opponent} {theirs}.</source>
        <translation>Donne {deal} : {count} levées jouées. {me} : {mine}, {opponent} : {theirs}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="216"/>
        <source>Played by, in turn</source>
        <translation>Jouées par, dans l’ordre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="225"/>
        <source>The last tricks (the stock is empty)</source>
        <translation>Les dernières levées (le talon est épuisé)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/tricks.py" line="232"/>
        <source>Trick {number}: {leader} led {led}, {follower} played {played}; {winner} won.</source>
        <translation>Levée {number} : entame {led} ({leader}), puis {played} ({follower}) ; remportée par {winner}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/unkept.py" line="66"/>
        <source>The finished game could not be saved: neither the data folder nor the log folder can take it now (a full or read-only disk). If you quit now, it is lost.</source>
        <translation>La partie terminée n&apos;a pas pu être enregistrée : ni le dossier des données ni celui des journaux ne peuvent la recevoir pour l&apos;instant (disque plein ou en lecture seule). Si vous quittez maintenant, elle est perdue.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/unkept.py" line="69"/>
        <source>The finished game is not saved</source>
        <translation>La partie terminée n&apos;est pas enregistrée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/unkept.py" line="75"/>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/unkept.py" line="76"/>
        <source>Save it elsewhere…</source>
        <translation>L&apos;enregistrer ailleurs…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/unkept.py" line="77"/>
        <source>Quit anyway</source>
        <translation>Quitter quand même</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/unkept.py" line="93"/>
        <source>The disks still refuse it.</source>
        <translation>Les disques la refusent encore.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/unkept.py" line="103"/>
        <source>Save the finished game</source>
        <translation>Enregistrer la partie terminée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/unkept.py" line="104"/>
        <location filename="../../bezique_qt/ui/session.py" line="388"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="316"/>
        <source>Bezique games (*{extension})</source>
        <translation>Parties de bésigue (*{extension})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/unkept.py" line="130"/>
        <source>The game was saved as {path}; another finished game is not saved yet.</source>
        <translation>La partie a été enregistrée sous {path} ; une autre partie terminée n&apos;est pas encore enregistrée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/verify.py" line="27"/>
        <location filename="../../bezique_qt/ui/dialogs/verify.py" line="65"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="345"/>
        <source>Verify a game</source>
        <translation>Vérifier une partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/verify.py" line="46"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="346"/>
        <source>This game cannot be checked: its record is damaged ({reason}).</source>
        <translation>Cette partie ne peut pas être vérifiée : son enregistrement est endommagé ({reason}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/verify.py" line="57"/>
        <source>{name} cannot be checked: {reason}.</source>
        <translation>{name} ne peut pas être vérifié : {reason}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs/verify.py" line="66"/>
        <source>Bezique games (*{extension} *.json);;All files (*)</source>
        <translation>Parties de bésigue (*{extension} *.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="44"/>
        <source>Save the bug report in…</source>
        <translation>Enregistrer le rapport d&apos;anomalie dans…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="67"/>
        <source>Bug report</source>
        <translation>Rapport d&apos;anomalie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="71"/>
        <source>Bug report saved</source>
        <translation>Rapport d&apos;anomalie enregistré</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="72"/>
        <source>The bug report was saved as {path}. It holds the game so far and the program&apos;s log; attach it to your message.</source>
        <translation>Le rapport d&apos;anomalie a été enregistré sous {path}. Il contient la partie jusqu&apos;ici et le journal du programme ; joignez-le à votre message.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="87"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="89"/>
        <source>Bezique ran into an unexpected problem and could not finish what it was doing.</source>
        <translation>Bésigue a rencontré un problème inattendu et n&apos;a pas pu terminer ce qu&apos;il faisait.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="92"/>
        <source>Your game is saved after every move, so it can go on. To help fix this, save a bug report (the game so far and the program&apos;s log) and send it to the authors.</source>
        <translation>Votre partie est enregistrée après chaque coup : elle peut continuer. Pour aider à corriger ce problème, enregistrez un rapport d&apos;anomalie (la partie jusqu&apos;ici et le journal du programme) et envoyez-le aux auteurs.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="96"/>
        <source>Save a bug report…</source>
        <translation>Enregistrer un rapport d&apos;anomalie…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/game_session.py" line="153"/>
        <source>{error} They are used until you quit.</source>
        <translation>{error} Elles restent en vigueur jusqu&apos;à ce que vous quittiez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/game_session.py" line="211"/>
        <source>{error} You can play on, but the game is not being saved as you play; use Save… to keep it.</source>
        <translation>{error} Vous pouvez continuer, mais la partie n&apos;est plus enregistrée au fil du jeu ; utilisez Enregistrer… pour la garder.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/game_session.py" line="217"/>
        <source>The game is being saved as you play again.</source>
        <translation>La partie est de nouveau enregistrée au fil du jeu.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/game_session.py" line="277"/>
        <source>{error} The game is kept and will be counted the next time Bezique starts.</source>
        <translation>{error} La partie est gardée et sera comptée au prochain démarrage de Bésigue.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/game_session.py" line="281"/>
        <source>{error} The game is not counted yet: Bezique tries again after each move while it stays open.</source>
        <translation>{error} La partie n&apos;est pas encore comptée : Bésigue réessaie après chaque coup tant qu&apos;il reste ouvert.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/game_session.py" line="301"/>
        <source>The finished game that could not be kept is now safe.</source>
        <translation>La partie terminée qui n&apos;avait pas pu être gardée est maintenant en sûreté.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/game_split.py" line="140"/>
        <source>Each deal&apos;s split between the cards and the play, added up over the game; a deal that was not weighed is left out, not counted as nothing</source>
        <translation>La part des cartes et celle du jeu de chaque donne, additionnées sur la partie ; une donne qui n&apos;a pas été pesée est laissée de côté, pas comptée pour rien</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/game_split.py" line="169"/>
        <source>The last deal is still being weighed; it is added when ready.</source>
        <translation>On pèse encore la dernière donne ; elle sera ajoutée dès qu&apos;elle sera prête.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/human_moves.py" line="24"/>
        <source>Start a game first.</source>
        <translation>Commencez d&apos;abord une partie.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/human_moves.py" line="26"/>
        <source>The computer is playing both hands.</source>
        <translation>L&apos;ordinateur joue les deux mains.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/human_moves.py" line="28"/>
        <source>The game is over: start a new game.</source>
        <translation>La partie est finie : commencez-en une nouvelle.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/human_moves.py" line="30"/>
        <source>The deal is over: start the next deal.</source>
        <translation>La donne est finie : passez à la donne suivante.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/human_moves.py" line="33"/>
        <source>Wait for your turn: you are to play.</source>
        <translation>Attendez votre tour : c&apos;est à vous de jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/human_moves.py" line="34"/>
        <source>Wait for your turn: {name} is to play.</source>
        <translation>Attendez votre tour : c&apos;est à {name} de jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/kept_reviews.py" line="71"/>
        <source>A kept deal review was damaged: it was set aside (kept as {path}) and is left out.</source>
        <translation>Une analyse de donne conservée était endommagée : elle a été mise de côté (gardée sous {path}) et n&apos;est pas reprise.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/kept_reviews.py" line="81"/>
        <source>Deal reviews</source>
        <translation>Analyses des donnes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/meld_guard.py" line="65"/>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="297"/>
        <location filename="../../bezique_qt/ui/window.py" line="475"/>
        <source>Before you play</source>
        <translation>Avant de jouer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/meld_guard.py" line="71"/>
        <source>Play this one anyway</source>
        <translation>Jouer celle-ci quand même</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/meld_guard.py" line="75"/>
        <location filename="../../bezique_qt/ui/session.py" line="284"/>
        <source>Don&apos;t ask again</source>
        <translation>Ne plus demander</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/memory_aid.py" line="32"/>
        <source>Memory aid</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/memory_aid.py" line="42"/>
        <source>Still out: neither played to a trick nor in your hand. Seen: played, on a table, turned up or in your hand. Counted only from what you have seen.</source>
        <translation>Encore en jeu : ni jouée dans un pli, ni dans votre main. Vue : jouée, sur une table, retournée ou dans votre main. Compté seulement d&apos;après ce que vous avez vu.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/menus.py" line="48"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/menus.py" line="56"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/menus.py" line="57"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/menus.py" line="58"/>
        <source>Card &amp;backs</source>
        <translation>&amp;Dos des cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/menus.py" line="63"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/menus.py" line="102"/>
        <source>&amp;Table</source>
        <translation>&amp;Table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/messages.py" line="39"/>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/messages.py" line="59"/>
        <source>Dismiss</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/messages.py" line="61"/>
        <source>Hide these messages</source>
        <translation>Masquer ces messages</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="79"/>
        <source>Host a table</source>
        <translation>Héberger une table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="93"/>
        <source>&amp;Rules:</source>
        <translation>&amp;Règles :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="95"/>
        <source>&amp;Target:</source>
        <translation>&amp;Objectif :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="96"/>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="232"/>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="98"/>
        <source>The other seats</source>
        <translation>Les autres places</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="106"/>
        <source>A person (invited)</source>
        <translation>Une personne (invitée)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="108"/>
        <source>The computer: {level}</source>
        <translation>L’ordinateur : {level}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="120"/>
        <source>&amp;Encrypt the connection (TLS): friends check the certificate&apos;s fingerprint</source>
        <translation>&amp;Chiffrer la connexion (TLS) : vos amis vérifient l’empreinte du certificat</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="124"/>
        <source>&amp;Show the table to players on this network (its code stays yours to give)</source>
        <translation>&amp;Montrer la table aux joueurs de ce réseau (son code reste à vous de le donner)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="132"/>
        <source>any free port</source>
        <translation>un port libre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="134"/>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="229"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="137"/>
        <source>&amp;Open the table</source>
        <translation>&amp;Ouvrir la table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="162"/>
        <source>Seat {number} — {where}:</source>
        <translation>Place {number} — {where} :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="163"/>
        <source>Seat {number}:</source>
        <translation>Place {number} :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="190"/>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="203"/>
        <source>Join a table</source>
        <translation>Rejoindre une table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="223"/>
        <source>only for an encrypted table</source>
        <translation>seulement pour une table chiffrée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="226"/>
        <source>&amp;Invitation link:</source>
        <translation>&amp;Lien d’invitation :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="227"/>
        <source>or the table&apos;s parts:</source>
        <translation>ou les éléments de la table :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="228"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="230"/>
        <source>Table &amp;code:</source>
        <translation>&amp;Code de la table :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="231"/>
        <source>&amp;Fingerprint:</source>
        <translation>&amp;Empreinte :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="238"/>
        <source>&amp;Join</source>
        <translation>&amp;Rejoindre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="266"/>
        <source>Type the table code {host} gave you.</source>
        <translation>Tapez le code de table que {host} vous a donné.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="267"/>
        <source>the host</source>
        <translation>l’hôte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/dialogs.py" line="305"/>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/found.py" line="58"/>
        <location filename="../../bezique_qt/ui/net/found.py" line="62"/>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/found.py" line="98"/>
        <source>Tables on this network cannot be looked for here: type the table&apos;s address.</source>
        <translation>Les tables de ce réseau ne peuvent pas être cherchées ici : tapez l’adresse de la table.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/found.py" line="152"/>
        <source>Click a table to fill in where it is.</source>
        <translation>Cliquez sur une table pour remplir son adresse.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/found.py" line="154"/>
        <source>Looking for tables on this network…</source>
        <translation>Recherche des tables sur ce réseau…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/found.py" line="156"/>
        <source>No tables found on this network. Paste the invitation link, or type the table&apos;s address.</source>
        <translation>Aucune table trouvée sur ce réseau. Collez le lien d’invitation, ou tapez l’adresse de la table.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/start.py" line="53"/>
        <source>Bezique — your table</source>
        <translation>Bésigue — votre table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="57"/>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="59"/>
        <source>free seat</source>
        <translation>place libre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="61"/>
        <source>away: the computer plays</source>
        <translation>absent : l’ordinateur joue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="63"/>
        <source>away</source>
        <translation>absent</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="82"/>
        <source>Bezique — network table</source>
        <translation>Bésigue — table en réseau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="109"/>
        <source>The connection to the table was lost: trying to come back to your seat…</source>
        <translation>La connexion à la table est perdue : retour à votre place en cours…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="127"/>
        <source>Certificate fingerprint:</source>
        <translation>Empreinte du certificat :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="133"/>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="187"/>
        <source>&amp;Copy the invitation link</source>
        <translation>&amp;Copier le lien d’invitation</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="143"/>
        <source>&lt;b&gt;At the table&lt;/b&gt;</source>
        <translation>&lt;b&gt;À la table&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="148"/>
        <source>&lt;b&gt;Between deals&lt;/b&gt;</source>
        <translation>&lt;b&gt;Entre les donnes&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="162"/>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="186"/>
        <source>&amp;Ready for the next deal</source>
        <translation>&amp;Prêt pour la donne suivante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="166"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="188"/>
        <source>&amp;Leave the table</source>
        <translation>&amp;Quitter la table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="197"/>
        <source>&lt;b&gt;Invite your friends&lt;/b&gt;</source>
        <translation>&lt;b&gt;Invitez vos amis&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="198"/>
        <source>Address: {addresses}</source>
        <translation>Adresse : {addresses}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="200"/>
        <source>Port: {port}</source>
        <translation>Port : {port}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="201"/>
        <source>Table code: {code}</source>
        <translation>Code de la table : {code}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="203"/>
        <source>Not encrypted: play so on a home network only.</source>
        <translation>Non chiffré : jouez ainsi sur un réseau domestique seulement.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="216"/>
        <source>The invitation link is copied: paste it to your friends.</source>
        <translation>Le lien d’invitation est copié : collez-le à vos amis.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="233"/>
        <source>Seat {number}</source>
        <translation>Place {number}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="281"/>
        <source>The deal is over: say a few words, and choose Ready (N) for the next deal.</source>
        <translation>La donne est finie : dites quelques mots, puis choisissez Prêt (N) pour la donne suivante.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="287"/>
        <location filename="../../bezique_qt/ui/window.py" line="451"/>
        <source>{name} to play.</source>
        <translation>À {name} de jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="296"/>
        <source>Your turn: click a card to play it.</source>
        <translation>À vous : cliquez sur une carte pour la jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="299"/>
        <location filename="../../bezique_qt/ui/window.py" line="464"/>
        <source>You won the trick: declare, or Done to draw.</source>
        <translation>Vous avez remporté la levée : annoncez, ou Terminé pour tirer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="300"/>
        <location filename="../../bezique_qt/ui/window.py" line="465"/>
        <source>Your declaration</source>
        <translation>Votre annonce</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="326"/>
        <source>Back at the table.</source>
        <translation>De retour à la table.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="330"/>
        <source>{name}: {phrase}</source>
        <translation>{name} : {phrase}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="344"/>
        <source>Not at a table.</source>
        <translation>Pas à une table.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="383"/>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="387"/>
        <source>That card cannot be played now.</source>
        <translation>Cette carte ne peut pas être jouée maintenant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/net/table_window.py" line="416"/>
        <source>Waiting for the others to be ready…</source>
        <translation>En attendant que les autres soient prêts…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/resign.py" line="67"/>
        <source>Resign this game for your side? You and {partner} lose it: it is recorded as lost in your statistics.</source>
        <translation>Concéder cette partie pour votre camp ? Vous et {partner} la perdez : elle compte comme perdue dans vos statistiques.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/resign.py" line="70"/>
        <source>Resign this game? It is recorded as lost in your statistics.</source>
        <translation>Concéder cette partie ? Elle compte comme perdue dans vos statistiques.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/resign.py" line="77"/>
        <source>There is no game in progress to resign.</source>
        <translation>Aucune partie en cours à concéder.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/resign.py" line="80"/>
        <source>Resign?</source>
        <translation>Concéder ?</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/resign.py" line="96"/>
        <source>You resigned this game: it is recorded as lost. Start a new one with Game → New game.</source>
        <translation>Vous avez concédé cette partie : elle compte comme perdue. Commencez-en une autre avec Partie → Nouvelle partie.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/review_table.py" line="89"/>
        <source>{name} (partner)</source>
        <translation>{name} (partenaire)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/review_table.py" line="105"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="431"/>
        <source>Turn-up:</source>
        <translation>Retourne :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/review_table.py" line="107"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="428"/>
        <source>Card led:</source>
        <translation>Carte entamée :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/review_table.py" line="107"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="428"/>
        <source>The trick so far:</source>
        <translation>La levée jusqu&apos;ici :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/review_table.py" line="110"/>
        <location filename="../../bezique_qt/ui/spoken.py" line="65"/>
        <location filename="../../bezique_qt/words/i18n.py" line="97"/>
        <location filename="../../bezique_qt/words/i18n.py" line="106"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="31"/>
        <source>The computer never sees your cards or the stock.</source>
        <translation>L&apos;ordinateur ne voit jamais vos cartes ni le talon.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="33"/>
        <source>Double bezique</source>
        <translation>Double bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="33"/>
        <source>Triple bezique</source>
        <translation>Triple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="34"/>
        <source>Quadruple bezique</source>
        <translation>Quadruple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="34"/>
        <source>Quintuple bezique</source>
        <translation>Quintuple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="38"/>
        <source>no</source>
        <translation>zéro</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="38"/>
        <source>one</source>
        <translation>un</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="38"/>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="38"/>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="38"/>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="38"/>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="38"/>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="39"/>
        <location filename="../../bezique_qt/words/game.py" line="214"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="39"/>
        <location filename="../../bezique_qt/words/game.py" line="214"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="39"/>
        <location filename="../../bezique_qt/words/game.py" line="214"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="39"/>
        <location filename="../../bezique_qt/words/game.py" line="213"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="39"/>
        <source>eleven</source>
        <translation>onze</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="39"/>
        <source>twelve</source>
        <translation>douze</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="40"/>
        <source>thirteen</source>
        <translation>treize</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="40"/>
        <source>fourteen</source>
        <translation>quatorze</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="40"/>
        <source>fifteen</source>
        <translation>quinze</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="67"/>
        <source>Marriage</source>
        <translation>Mariage</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="67"/>
        <source>king and queen of the same plain suit</source>
        <translation>roi et dame d&apos;une même couleur hors atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="69"/>
        <source>Royal marriage</source>
        <translation>Mariage d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="69"/>
        <source>king and queen of trumps</source>
        <translation>roi et dame d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="70"/>
        <source>Sequence</source>
        <translation>Quinte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="70"/>
        <source>ace, ten, king, queen and jack of trumps</source>
        <translation>as, dix, roi, dame et valet d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="73"/>
        <source>Back-door sequence</source>
        <translation>Quinte hors atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="73"/>
        <source>ace, ten, king, queen and jack of a plain suit</source>
        <translation>as, dix, roi, dame et valet d&apos;une couleur hors atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="77"/>
        <source>{count} of each of those cards</source>
        <translation>{count} exemplaires de chacune de ces cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="84"/>
        <source> (one of each suit)</source>
        <translation> (un de chaque couleur)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="85"/>
        <source>Four {cards}</source>
        <translation>Quatre {cards}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="86"/>
        <source>any four {cards}</source>
        <translation>quatre {cards} quelconques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="90"/>
        <source>Four {cards} of trumps</source>
        <translation>Quatre {cards} d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="91"/>
        <source>four {cards} of the trump suit</source>
        <translation>quatre {cards} de la couleur d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="95"/>
        <source>Five {cards} of trumps</source>
        <translation>Cinq {cards} d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="96"/>
        <source>five {cards} of the trump suit</source>
        <translation>cinq {cards} de la couleur d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="99"/>
        <source>ace, ten, king, queen or jack</source>
        <translation>as, dix, roi, dame ni valet</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="100"/>
        <source>king, queen or jack</source>
        <translation>roi, dame ni valet</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="101"/>
        <source>a hand without a {court}</source>
        <translation>une main sans {court}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="109"/>
        <source>queen of spades and jack of diamonds ({cards}); when spades or diamonds are trumps, queen of clubs and jack of hearts ({other})</source>
        <translation>dame de pique et valet de carreau ({cards}) ; quand l&apos;atout est pique ou carreau, dame de trèfle et valet de cœur ({other})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="113"/>
        <source>queen of trumps and the jack of the suit of the other colour and the same shape ({cards})</source>
        <translation>dame d&apos;atout et valet de la couleur appariée, de l&apos;autre teinte et de même forme ({cards})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="115"/>
        <source>queen of spades and jack of diamonds ({cards})</source>
        <translation>dame de pique et valet de carreau ({cards})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="136"/>
        <source>House rules in effect</source>
        <translation>Règles maison en vigueur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="139"/>
        <source>These rules differ from the usual rules of this game:</source>
        <translation>Ces règles diffèrent des règles habituelles de ce jeu :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="140"/>
        <source>&lt;b&gt;{label}&lt;/b&gt;: {value}</source>
        <translation>&lt;b&gt;{label}&lt;/b&gt; : {value}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="141"/>
        <source> (usually: {value})</source>
        <translation> (d&apos;habitude : {value})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="145"/>
        <source>None: this is the game as described above, without changes.</source>
        <translation>Aucune : c&apos;est le jeu tel qu&apos;il est décrit ci-dessus, sans changement.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="147"/>
        <source>Fair play</source>
        <translation>Franc jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="149"/>
        <source>It decides from what it would know at a real table: its own hand, the cards on the table and the tricks played. The cards are shuffled fairly for every deal.</source>
        <translation>Il décide d&apos;après ce qu&apos;il saurait à une vraie table : sa propre main, les cartes posées sur la table et les levées jouées. Les cartes sont battues honnêtement à chaque donne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="157"/>
        <source>Each deal is a game. Score more points than your opponent in the deal, and at least {threshold}, or you are &lt;i&gt;rubiconed&lt;/i&gt;.</source>
        <translation>Chaque donne est une partie. Marquez plus de points que votre adversaire dans la donne, et au moins {threshold}, sinon vous êtes &lt;i&gt;rubiconé&lt;/i&gt;.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="161"/>
        <source>The first to reach {target} points over one or more deals wins.</source>
        <translation>Le premier à atteindre {target} points, en une ou plusieurs donnes, gagne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="164"/>
        <source>The higher score at the end of the game wins.</source>
        <translation>Le plus haut score à la fin de la partie gagne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="165"/>
        <source>Aim of the game</source>
        <translation>But du jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="166"/>
        <source>Win tricks that hold aces and tens (the &lt;i&gt;brisques&lt;/i&gt;), and above all declare combinations of cards (&lt;i&gt;declarations&lt;/i&gt;) after winning tricks. {goal}</source>
        <translation>Remportez des levées qui contiennent des as et des dix (les &lt;i&gt;brisques&lt;/i&gt;), et surtout annoncez des combinaisons de cartes (les &lt;i&gt;annonces&lt;/i&gt;) après avoir remporté des levées. {goal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="172"/>
        <source>three, then two, then three at a time</source>
        <translation>par trois, puis par deux, puis par trois</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="173"/>
        <source>one at a time</source>
        <translation>une à une</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="174"/>
        <source>three at a time</source>
        <translation>par trois</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="176"/>
        <source>The game uses one pack of 32 cards: ace, ten, king, queen, jack, nine, eight and seven in each suit. Cards rank in that order — the ten comes just below the ace.</source>
        <translation>On joue avec un seul jeu de 32 cartes : as, dix, roi, dame, valet, neuf, huit et sept dans chaque couleur. Les cartes se classent dans cet ordre — le dix vient juste après l&apos;as.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="180"/>
        <source>The game uses {packs} of 32 cards shuffled together ({cards} cards): ace, ten, king, queen, jack, nine, eight and seven in each suit. Cards rank in that order — the ten comes just below the ace. Identical cards are fully equal.</source>
        <translation>On joue avec {packs} de 32 cartes, battus ensemble ({cards} cartes) : as, dix, roi, dame, valet, neuf, huit et sept dans chaque couleur. Les cartes se classent dans cet ordre — le dix vient juste après l&apos;as. Deux cartes identiques sont parfaitement égales.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="183"/>
        <source>{count} packs</source>
        <translation>{count} jeux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="185"/>
        <source>Each player is dealt {count} cards, {pattern}.</source>
        <translation>Chaque joueur reçoit {count} cartes, {pattern}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="188"/>
        <source>The next card is turned face up: the &lt;b&gt;turn-up&lt;/b&gt;. It shows trumps and lies under the rest of the cards, the &lt;b&gt;stock&lt;/b&gt;.</source>
        <translation>La carte suivante est retournée face visible : c&apos;est la &lt;b&gt;carte retournée&lt;/b&gt;. Elle fixe l&apos;atout et se place sous le reste des cartes, le &lt;b&gt;talon&lt;/b&gt;.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="191"/>
        <source>The rest of the cards form the &lt;b&gt;stock&lt;/b&gt;; no card is turned up.</source>
        <translation>Le reste des cartes forme le &lt;b&gt;talon&lt;/b&gt; ; aucune carte n&apos;est retournée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="192"/>
        <source>After each trick the winner draws the top card of the stock, then the loser.</source>
        <translation>Après chaque levée, le gagnant tire la carte du dessus du talon, puis le perdant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="195"/>
        <source>The players deal in turn.</source>
        <translation>Les joueurs donnent à tour de rôle.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="196"/>
        <source>The winner of the last trick deals the next deal.</source>
        <translation>Le gagnant de la dernière levée distribue la donne suivante.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="198"/>
        <source>Before the deal the non-dealer may guess the size of the packet the dealer lifts off the pack; a correct guess scores.</source>
        <translation>Avant la donne, le non-donneur peut parier sur la taille du paquet que le donneur prélève sur le jeu ; un pari juste marque des points.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="200"/>
        <source>The packs and the deal</source>
        <translation>Les jeux et la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="206"/>
        <source>The suit of the turn-up is trumps for the whole deal. The loser of the last trick before the stock runs out takes the turn-up as his last card.</source>
        <translation>La couleur de la carte retournée est l&apos;atout pour toute la donne. Le perdant de la dernière levée avant l&apos;épuisement du talon prend la carte retournée comme dernière carte.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="209"/>
        <source>There is no turn-up. Trumps are made by the first marriage or sequence declared in the deal; until then no suit is trumps.</source>
        <translation>Il n&apos;y a pas de carte retournée. L&apos;atout est fixé par le premier mariage ou la première quinte annoncés dans la donne ; jusque-là, aucune couleur n&apos;est atout.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="211"/>
        <source>Trumps</source>
        <translation>L&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="215"/>
        <source>you must follow suit if you can</source>
        <translation>vous devez fournir à la couleur si vous le pouvez</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="217"/>
        <source>and must win the trick if you can</source>
        <translation>et prendre la levée si vous le pouvez</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="219"/>
        <source>if you cannot follow, you must play a trump if you have one</source>
        <translation>si vous ne pouvez pas fournir, vous devez couper si vous avez de l&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="221"/>
        <source>if you cannot follow, you may play any card (trumping is not compulsory)</source>
        <translation>si vous ne pouvez pas fournir, vous pouvez jouer n&apos;importe quelle carte (couper n&apos;est pas obligatoire)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="223"/>
        <source>Playing the cards</source>
        <translation>Le jeu de la carte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="224"/>
        <source>&lt;b&gt;While the stock lasts&lt;/b&gt; play is free: you may play any card, without following suit or trumping. A trick is won by the higher trump, or by the higher card of the suit led; with two identical cards the first played wins. The winner of a trick may declare, then both players draw, and the winner leads.</source>
        <translation>&lt;b&gt;Tant que dure le talon&lt;/b&gt;, le jeu est libre : vous pouvez jouer n&apos;importe quelle carte, sans fournir ni couper. Une levée est remportée par l&apos;atout le plus fort, ou par la plus forte carte de la couleur demandée ; de deux cartes identiques, la première jouée l&apos;emporte. Le gagnant d&apos;une levée peut annoncer, puis les deux joueurs tirent, et le gagnant entame.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="229"/>
        <source>&lt;b&gt;The last {count} tricks&lt;/b&gt;: when the stock is empty, each player takes back the cards he has declared, no more declarations are made, and the rules tighten: {duties}.</source>
        <translation>&lt;b&gt;Les {count} dernières levées&lt;/b&gt; : quand le talon est épuisé, chaque joueur reprend en main les cartes qu&apos;il a annoncées, on n&apos;annonce plus, et les règles se resserrent : {duties}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="232"/>
        <source>; </source>
        <translation> ; </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="237"/>
        <source>score one declaration</source>
        <translation>marquer une annonce</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="238"/>
        <source>score any number of declarations</source>
        <translation>marquer autant d&apos;annonces que vous voulez</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="239"/>
        <source>score up to {count} declarations</source>
        <translation>marquer jusqu&apos;à {count} annonces</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="241"/>
        <source>After winning a trick, and before drawing, you may lay cards from your hand face up on the table and {once}. Declared cards stay on the table but are still part of your hand: you may play them at any time. You may lay out a further declaration and score it after a later trick you win.</source>
        <translation>Après avoir remporté une levée, et avant de tirer, vous pouvez poser des cartes de votre main face visible sur la table et {once}. Les cartes annoncées restent sur la table mais font toujours partie de votre main : vous pouvez les jouer à tout moment. Vous pouvez poser une autre annonce et la marquer après une levée que vous remporterez plus tard.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="247"/>
        <source>The winner of the last trick before the stock runs out may score every declaration he can.</source>
        <translation>Le gagnant de la dernière levée avant l&apos;épuisement du talon peut marquer toutes les annonces qu&apos;il peut faire.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="250"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="226"/>
        <source>Declaration</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="252"/>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="184"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="226"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="259"/>
        <source>A double bezique declared after a single one only adds enough to make {points} in all.</source>
        <translation>Un double bésigue annoncé après un bésigue simple n&apos;ajoute que de quoi faire {points} en tout.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="262"/>
        <source>A double bezique scores in full even after its cards scored a single bezique.</source>
        <translation>Un double bésigue marque en entier même si ses cartes ont déjà marqué un bésigue simple.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="265"/>
        <source>Carte blanche is shown at the start of the deal; as long as the hand stays without court cards, each new card drawn may be shown for {points} more.</source>
        <translation>La carte blanche se montre au début de la donne ; tant que la main reste sans figure, chaque nouvelle carte tirée peut être montrée pour {points} de plus.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="269"/>
        <source>A back-door sequence, like a sequence, can make trumps when trumps are not yet fixed: it then counts as a sequence in trumps.</source>
        <translation>Une quinte hors atout, comme une quinte, peut fixer l&apos;atout quand il ne l&apos;est pas encore : elle compte alors comme une quinte d&apos;atout.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="278"/>
        <source>A card that has scored may score again, but only in a declaration of a different kind: the king of a marriage may join four kings or a sequence, but not a second marriage. Nor may a smaller declaration of the same family follow a bigger one with the same cards: after a sequence its king and queen cannot score a royal marriage (the marriage first, then the sequence, is allowed).</source>
        <translation>Une carte qui a marqué peut marquer de nouveau, mais seulement dans une annonce d&apos;une autre sorte : le roi d&apos;un mariage peut entrer dans quatre rois ou dans une quinte, mais pas dans un second mariage. Une annonce plus petite de la même famille ne peut pas non plus suivre une plus grande avec les mêmes cartes : après une quinte, son roi et sa dame ne peuvent plus marquer un mariage d&apos;atout (le mariage d&apos;abord, puis la quinte, c&apos;est permis).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="285"/>
        <source>Cards on the table may be used again in new declarations, even of the same kind, as long as it is not the very same set of cards: a king on the table may marry a second queen. A new declaration of the same kind needs a card freshly laid from the hand, unless one card of the earlier one has been played. A smaller declaration of the same family may not follow a bigger one with the same cards (no royal marriage out of a scored sequence).</source>
        <translation>Les cartes posées sur la table peuvent resservir dans de nouvelles annonces, même de la même sorte, pourvu que ce ne soit pas exactement le même ensemble de cartes : un roi sur la table peut épouser une seconde dame. Une nouvelle annonce de la même sorte demande une carte fraîchement posée de la main, sauf si une carte de l&apos;annonce précédente a été jouée. Une annonce plus petite de la même famille ne peut pas suivre une plus grande avec les mêmes cartes (pas de mariage d&apos;atout tiré d&apos;une quinte marquée).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="292"/>
        <source>Cards on the table may be used again in any new declaration, even of the same kind, as long as it is a different set of cards. A smaller declaration of the same family may not follow a bigger one with the same cards.</source>
        <translation>Les cartes posées sur la table peuvent resservir dans toute nouvelle annonce, même de la même sorte, pourvu que ce soit un ensemble de cartes différent. Une annonce plus petite de la même famille ne peut pas suivre une plus grande avec les mêmes cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="296"/>
        <source>Every declaration that re-uses cards must bring at least one new card from the hand.</source>
        <translation>Toute annonce qui réutilise des cartes doit apporter au moins une carte nouvelle de la main.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="300"/>
        <source>Partners are held to each other&apos;s declarations: a queen one of them has married cannot be married again by the other, even once the cards he added are played.</source>
        <translation>Les partenaires sont liés par les déclarations l&apos;un de l&apos;autre : une dame que l&apos;un d&apos;eux a mariée ne peut plus être mariée par l&apos;autre, même une fois jouées les cartes qu&apos;il y avait ajoutées.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="303"/>
        <source>Using cards again</source>
        <translation>Réutiliser des cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="308"/>
        <location filename="../../bezique_qt/ui/rules_text.py" line="325"/>
        <source>The seven of trumps</source>
        <translation>Le sept d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="309"/>
        <source>In this game there is no seven of trumps bonus: sevens score nothing.</source>
        <translation>Dans ce jeu, le sept d&apos;atout ne rapporte rien : les sept ne marquent pas.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="312"/>
        <source>scores {points} when it is played or exchanged</source>
        <translation>marque {points} quand il est joué ou échangé</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="313"/>
        <source>scores {points} when it wins a trick</source>
        <translation>marque {points} quand il remporte une levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="314"/>
        <source>scores {points} when shown after you win a trick</source>
        <translation>marque {points} quand vous le montrez après avoir remporté une levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="316"/>
        <source>after winning a trick, before drawing</source>
        <translation>après avoir remporté une levée, avant de tirer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="317"/>
        <source>at any time when it is your lead</source>
        <translation>à tout moment quand c&apos;est à vous d&apos;entamer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="318"/>
        <source>Each seven of trumps {when}. The holder of a seven of trumps may exchange it for the turn-up, {timing}.</source>
        <translation>Chaque sept d&apos;atout {when}. Celui qui tient un sept d&apos;atout peut l&apos;échanger contre la carte retournée, {timing}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="321"/>
        <source>The exchange counts as that trick&apos;s declaration.</source>
        <translation>L&apos;échange compte comme l&apos;annonce de cette levée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="323"/>
        <source>If the turn-up itself is a seven, the dealer scores {points} at once.</source>
        <translation>Si la carte retournée est elle-même un sept, le donneur marque aussitôt {points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="329"/>
        <source>the last trick of the deal</source>
        <translation>la dernière levée de la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="330"/>
        <source>the last trick before the stock is empty</source>
        <translation>la dernière levée avant l&apos;épuisement du talon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="332"/>
        <source>Aces and tens won in tricks score nothing in this game.</source>
        <translation>Dans ce jeu, les as et les dix gagnés dans les levées ne marquent rien.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="334"/>
        <source>counted at the end of the deal</source>
        <translation>comptée à la fin de la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="335"/>
        <source>scored as they are won</source>
        <translation>marquée dès qu&apos;elle est gagnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="337"/>
        <source>counted only to break a tie or to save a rubicon</source>
        <translation>comptée seulement pour départager ou pour sauver un rubicon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="339"/>
        <source>Each ace and ten won in tricks (a &lt;i&gt;brisque&lt;/i&gt;) is worth {points}, {when}.</source>
        <translation>Chaque as et chaque dix gagnés dans les levées (une &lt;i&gt;brisque&lt;/i&gt;) vaut {points}, {when}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="341"/>
        <source>Winning {trick} scores {points}.</source>
        <translation>Remporter {trick} rapporte {points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="343"/>
        <source>Brisques and the last trick</source>
        <translation>Les brisques et la dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="347"/>
        <source>How the game is won</source>
        <translation>Comment gagner la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="349"/>
        <source>each player&apos;s total counts in whole hundreds (odd points are dropped)</source>
        <translation>le total de chaque joueur compte en centaines entières (les points en sus sont perdus)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="351"/>
        <source>the difference counts in whole hundreds</source>
        <translation>la différence compte en centaines entières</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="352"/>
        <source> plus {points} for brisques</source>
        <translation>, plus {points} pour les brisques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="355"/>
        <source>The player with more points wins the deal; {rounding}. If the loser made at least {threshold} (with his brisques if he needs them), the winner scores the difference (at least 100) plus {bonus} for the game.</source>
        <translation>Le joueur qui a le plus de points gagne la donne ; {rounding}. Si le perdant a fait au moins {threshold} (avec ses brisques s&apos;il en a besoin), le gagnant marque la différence (au moins 100) plus {bonus} pour la partie.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="360"/>
        <source>If the loser made fewer than {threshold} he is &lt;b&gt;rubiconed&lt;/b&gt;: the winner scores his own points &lt;i&gt;plus&lt;/i&gt; the loser&apos;s (at least 100), plus {bonus} for the game{brisques}.</source>
        <translation>Si le perdant a fait moins de {threshold}, il est &lt;b&gt;rubiconé&lt;/b&gt; : le gagnant marque ses propres points &lt;i&gt;plus&lt;/i&gt; ceux du perdant (au moins 100), plus {bonus} pour la partie{brisques}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="365"/>
        <source>The game goes on until a player reaches {target}.</source>
        <translation>La partie continue jusqu&apos;à ce qu&apos;un joueur atteigne {target}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="368"/>
        <source>the game ends the moment a player reaches it, even during a deal (declarations count at once)</source>
        <translation>la partie s&apos;arrête dès qu&apos;un joueur l&apos;atteint, même en cours de donne (les annonces comptent aussitôt)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="370"/>
        <source>the deal is played out and the higher score wins</source>
        <translation>la donne est jouée jusqu&apos;au bout et le plus haut score gagne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="371"/>
        <source>the game is one deal</source>
        <translation>la partie se joue en une donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="372"/>
        <source>The target is {target} points: {end}. If both reach it together, the player with fewer brisques in the last deal wins, then the winner of the last trick.</source>
        <translation>L&apos;objectif est de {target} points : {end}. Si les deux l&apos;atteignent ensemble, gagne celui qui a le moins de brisques dans la dernière donne, puis le gagnant de la dernière levée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_text.py" line="377"/>
        <source>With three or four players, if the leaders are still tied (the last trick taken by another player), nobody has won yet: another deal is played.</source>
        <translation>À trois ou quatre joueurs, si les premiers sont encore à égalité (la dernière levée prise par un autre joueur), personne n&apos;a encore gagné : on joue une donne de plus.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/seal_label.py" line="28"/>
        <source>Deal commitment</source>
        <translation>Engagement de la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="68"/>
        <source>{variant}: {players}</source>
        <translation>{variant} : {players}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="71"/>
        <source>{variant}: {first} v {second}</source>
        <translation>{variant} : {first} contre {second}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="78"/>
        <source>Bezique game</source>
        <translation>Partie de bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="130"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="131"/>
        <location filename="../../bezique_qt/ui/session.py" line="422"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="133"/>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="135"/>
        <source>Save this game in a file</source>
        <translation>Enregistrer cette partie dans un fichier</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="137"/>
        <source>&amp;Verify a game…</source>
        <translation>&amp;Vérifier une partie…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="138"/>
        <source>Check that every deal of a game was fixed before its first card was played</source>
        <translation>Vérifier que chaque donne d&apos;une partie était fixée avant que sa première carte soit jouée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="142"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="143"/>
        <source>Your games won and lost, streaks, best deals</source>
        <translation>Vos parties gagnées et perdues, vos séries, vos meilleures donnes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="144"/>
        <source>&amp;Finished games…</source>
        <translation>&amp;Historique des parties…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="145"/>
        <source>Review the games you have finished</source>
        <translation>Revoir les parties que vous avez terminées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="147"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="148"/>
        <source>Your name, the default game, the table&apos;s look</source>
        <translation>Votre nom, la partie par défaut, l&apos;aspect de la table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="150"/>
        <source>&amp;Report a problem…</source>
        <translation>&amp;Signaler un problème…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="151"/>
        <source>Save a bug report: the game so far and the log</source>
        <translation>Enregistrer un rapport d&apos;anomalie : la partie jusqu&apos;ici et le journal</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="216"/>
        <source>The new language is used from the next time Bezique starts.</source>
        <translation>La nouvelle langue s&apos;appliquera au prochain démarrage de Bésigue.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="274"/>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="275"/>
        <source>A hint makes this a practice game: it is counted apart from your record. Show the hint?</source>
        <translation>Un indice fait de cette partie une partie d&apos;entraînement : elle est comptée à part de votre palmarès. Montrer l&apos;indice ?</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="280"/>
        <source>Show the hint</source>
        <translation>Montrer l&apos;indice</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="302"/>
        <source>This is now a practice game: it is counted apart from your record.</source>
        <translation>C&apos;est désormais une partie d&apos;entraînement : elle est comptée à part de votre palmarès.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="338"/>
        <source>It was saved on {date} at {time}.</source>
        <translation>Elle a été enregistrée le {date} à {time}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="340"/>
        <source>dd MMMM yyyy</source>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="343"/>
        <source>It is a practice game.</source>
        <translation>C&apos;est une partie d&apos;entraînement.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="344"/>
        <source>Resume your game?</source>
        <translation>Reprendre votre partie ?</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="345"/>
        <source>You have an unfinished game: {title}.</source>
        <translation>Vous avez une partie en cours : {title}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="351"/>
        <source>Resume it, or start a new game (the unfinished one is then given up).</source>
        <translation>Reprenez-la, ou commencez une nouvelle partie (celle en cours est alors abandonnée).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="353"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="387"/>
        <location filename="../../bezique_qt/ui/session.py" line="406"/>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="409"/>
        <source>Game saved as {path}.</source>
        <translation>Partie enregistrée sous {path}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="423"/>
        <source>Bezique games (*{extension});;All files (*)</source>
        <translation>Parties de bésigue (*{extension});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="438"/>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="444"/>
        <source>Opened {title}.</source>
        <translation>Partie ouverte : {title}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="446"/>
        <source>The game is over: its score sheet is under Game &gt; Score sheet.</source>
        <translation>La partie est terminée : sa feuille de marque est sous Partie &gt; Feuille de marque.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/panel.py" line="44"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="223"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/panel.py" line="55"/>
        <source>Scor&amp;e sheet</source>
        <translation>Feuille de &amp;marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/panel.py" line="60"/>
        <source>Show or hide the score sheet</source>
        <translation>Afficher ou masquer la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/render.py" line="202"/>
        <source>Bezique — {count} games</source>
        <translation>Bésigue — {count} parties</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/render.py" line="231"/>
        <source>Page {page} of {pages}</source>
        <translation>Page {page} sur {pages}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/render.py" line="372"/>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="104"/>
        <source>Print score sheet</source>
        <translation>Imprimer la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/render.py" line="387"/>
        <source>Score sheet — print preview</source>
        <translation>Feuille de marque — aperçu avant impression</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="82"/>
        <source>PDF document…</source>
        <translation>Document PDF…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="82"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="83"/>
        <source>CSV for a spreadsheet…</source>
        <translation>CSV pour un tableur…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="83"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="85"/>
        <source>Web page (HTML)…</source>
        <translation>Page web (HTML)…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="85"/>
        <source>Web pages (*.html *.htm)</source>
        <translation>Pages web (*.html *.htm)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="87"/>
        <source>PNG image…</source>
        <translation>Image PNG…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="87"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="176"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="134"/>
        <location filename="../../bezique_qt/ui/windows/review.py" line="198"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="178"/>
        <source>Print preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="181"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="226"/>
        <source>No game yet.</source>
        <translation>Pas encore de partie.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="237"/>
        <source>In progress. {standing}</source>
        <translation>En cours. {standing}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="362"/>
        <source>Export the score sheet as {format}</source>
        <translation>Exporter la feuille de marque : {format}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="382"/>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="389"/>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="382"/>
        <source>The score sheet is too long for one image ({lines} lines; a PNG holds at most {most}): export it as a PDF document instead, page by page.</source>
        <translation>La feuille de marque est trop longue pour une seule image ({lines} lignes ; une image PNG en contient au plus {most}) : exportez-la plutôt en document PDF, page par page.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="390"/>
        <source>The score sheet could not be written to {path}: {reason}.</source>
        <translation>La feuille de marque n&apos;a pas pu être écrite dans {path} : {reason}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="395"/>
        <source>Score sheet exported</source>
        <translation>Feuille de marque exportée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="396"/>
        <source>The score sheet was saved as {path}.</source>
        <translation>La feuille de marque a été enregistrée sous {path}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet/view.py" line="408"/>
        <source>Score sheet — {title}</source>
        <translation>Feuille de marque — {title}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/single_instance.py" line="297"/>
        <source>Bezique is already open with this profile (process {pid}); its window was brought to the front.</source>
        <translation>Le bésigue est déjà ouvert avec ce profil (processus {pid}) ; sa fenêtre a été mise au premier plan.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/single_instance.py" line="299"/>
        <source>Bezique is already open with this profile; its window was brought to the front.</source>
        <translation>Le bésigue est déjà ouvert avec ce profil ; sa fenêtre a été mise au premier plan.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/single_instance.py" line="302"/>
        <source>Bezique is already open with this profile (process {pid}), and it did not answer. Close it first; if it is not running, remove {path}.</source>
        <translation>Le bésigue est déjà ouvert avec ce profil (processus {pid}) et n’a pas répondu. Fermez-le d’abord ; s’il ne tourne pas, supprimez {path}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/single_instance.py" line="304"/>
        <source>Bezique is already open with this profile, and it did not answer. Close it first; if it is not running, remove {path}.</source>
        <translation>Le bésigue est déjà ouvert avec ce profil et n’a pas répondu. Fermez-le d’abord ; s’il ne tourne pas, supprimez {path}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/split_line.py" line="156"/>
        <source>Weighing the cards against the play…</source>
        <translation>On pèse les cartes contre le jeu…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/split_line.py" line="162"/>
        <source>What the cards were worth and what each side&apos;s play cost: the Expert reviews every decision from the cards its player held</source>
        <translation>Ce que valaient les cartes et ce qu&apos;a coûté le jeu de chaque camp : l&apos;Expert revoit chaque décision à partir des cartes de son joueur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/split_line.py" line="174"/>
        <source>the deal has no result</source>
        <translation>la donne n&apos;a pas de résultat</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/split_line.py" line="182"/>
        <source>The cards could not be weighed against the play: {message}</source>
        <translation>Impossible de peser les cartes contre le jeu : {message}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="65"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="70"/>
        <source>Your</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="71"/>
        <source>{name}&apos;s</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="78"/>
        <source>{whose} hand is empty.</source>
        <translation>{whose} : main vide.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../bezique_qt/ui/spoken.py" line="79"/>
        <source>{whose} hand, {count} cards: {cards}.</source>
        <translation>
            <numerusform>{whose}, main de {count} carte : {cards}.</numerusform>
            <numerusform>{whose}, main de {count} cartes : {cards}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../bezique_qt/ui/spoken.py" line="90"/>
        <source>{name} holds {count} cards.</source>
        <translation>
            <numerusform>{name} tient {count} carte.</numerusform>
            <numerusform>{name} tient {count} cartes.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="101"/>
        <source>Trick: no card played yet.</source>
        <translation>Levée : aucune carte jouée pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="103"/>
        <source>Trick: {who} led the {card}</source>
        <translation>Levée : entame {card} ({who})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="107"/>
        <source>, {who} played the {card}</source>
        <translation>, puis {card} ({who})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="115"/>
        <source>{who} led the {card}</source>
        <translation>entame {card} ({who})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="119"/>
        <source>{who} played the {card}</source>
        <translation>{card} ({who})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="121"/>
        <source>Last trick: {play}; {who} won it.</source>
        <translation>Dernière levée : {play} ; remportée par {who}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="130"/>
        <source>The stock is empty: the last tricks</source>
        <translation>Le talon est épuisé : les dernières levées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="132"/>
        <source>turn-up {card}</source>
        <translation>carte retournée {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="134"/>
        <source>trumps not yet fixed</source>
        <translation>atout pas encore fixé</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="146"/>
        <source>Score this deal: {a} {a_points}, {b} {b_points}.</source>
        <translation>Score de cette donne : {a} {a_points}, {b} {b_points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="150"/>
        <source>Score: {a} {a_points}, {b} {b_points}; this deal {a_deal} to {b_deal}.</source>
        <translation>Score : {a} {a_points}, {b} {b_points} ; cette donne {a_deal} à {b_deal}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="166"/>
        <source>Score: {game}; this deal: {deal}.</source>
        <translation>Score : {game} ; cette donne : {deal}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="173"/>
        <source>{whose} table: no declared cards.</source>
        <translation>{whose}, table : aucune carte annoncée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="182"/>
        <source>{meld} ({cards})</source>
        <translation>{meld} ({cards})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="185"/>
        <source>, still to score</source>
        <translation>, encore à marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="189"/>
        <source>also {cards}</source>
        <translation>aussi {cards}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="190"/>
        <source>{whose} table: {melds}.</source>
        <translation>{whose}, table : {melds}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="243"/>
        <location filename="../../bezique_qt/ui/spoken.py" line="284"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="285"/>
        <source>Card table: {prompt}</source>
        <translation>Table de jeu : {prompt}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="295"/>
        <source>{choice}, {points}</source>
        <translation>{choice}, {points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="298"/>
        <source>Choice {n} of {count}: {choice}</source>
        <translation>Choix {n} sur {count} : {choice}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="305"/>
        <source>on your table</source>
        <translation>sur votre table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="306"/>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="307"/>
        <source>{card}, {where}, {n} of {count}</source>
        <translation>{card}, {where}, {n} sur {count}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="312"/>
        <source>, playable</source>
        <translation>, jouable</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="312"/>
        <source>, cannot be played now</source>
        <translation>, injouable pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/start_refusal.py" line="41"/>
        <source>Bezique cannot start</source>
        <translation>Le bésigue ne peut pas démarrer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="52"/>
        <source>The trick is over: click the table to go on.</source>
        <translation>La levée est terminée : cliquez sur la table pour continuer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="264"/>
        <source>You win the trick ({cards}).</source>
        <translation>Vous remportez la levée ({cards}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="265"/>
        <source>{name} wins the trick ({cards}).</source>
        <translation>{name} remporte la levée ({cards}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="302"/>
        <source>You declare {meld}.</source>
        <translation>Vous annoncez {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="303"/>
        <source>{name} declares {meld}.</source>
        <translation>{name} annonce {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="317"/>
        <location filename="../../bezique_qt/ui/table/animation.py" line="321"/>
        <source>You score {points} for {meld}.</source>
        <translation>Vous marquez {points} pour {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="318"/>
        <source>{name} scores {points} for {meld}.</source>
        <translation>{name} marque {points} pour {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="370"/>
        <source>You take the turn-up {card}.</source>
        <translation>Vous prenez la carte retournée {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="371"/>
        <source>{name} takes the turn-up {card}.</source>
        <translation>{name} prend la carte retournée {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="396"/>
        <source>You exchange the {card} for the turn-up.</source>
        <translation>Vous échangez le {card} contre la carte retournée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="397"/>
        <source>{name} exchanges the {card} for the turn-up.</source>
        <translation>{name} échange le {card} contre la carte retournée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="406"/>
        <source>You show the {card}.</source>
        <translation>Vous montrez le {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="408"/>
        <source>{name} shows the {card}.</source>
        <translation>{name} montre le {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="416"/>
        <source>You show carte blanche: {cards}.</source>
        <translation>Vous montrez carte blanche : {cards}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="418"/>
        <source>{name} shows carte blanche: {cards}.</source>
        <translation>{name} montre carte blanche : {cards}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="440"/>
        <location filename="../../bezique_qt/ui/table/animation.py" line="451"/>
        <location filename="../../bezique_qt/ui/table/animation.py" line="454"/>
        <source>You score {points}: {what}.</source>
        <translation>Vous marquez {points} : {what}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="442"/>
        <location filename="../../bezique_qt/ui/table/animation.py" line="455"/>
        <source>{name} scores {points}: {what}.</source>
        <translation>{name} marque {points} : {what}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="479"/>
        <source>The stock is empty: the last tricks. Follow suit and win the trick if you can.</source>
        <translation>Le talon est épuisé : les dernières levées. Fournissez à la couleur et prenez la levée si vous le pouvez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="486"/>
        <source>You lifted {count} cards.</source>
        <translation>Vous avez prélevé {count} cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="488"/>
        <source>{name} lifted {count} cards; you guessed {guess}.</source>
        <translation>{name} a prélevé {count} cartes ; vous aviez parié sur {guess}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/animation.py" line="490"/>
        <source>{name} lifted {count} cards.</source>
        <translation>{name} a prélevé {count} cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="108"/>
        <source>+{points} to score</source>
        <translation>+{points} à marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="243"/>
        <location filename="../../bezique_qt/ui/table/picture.py" line="168"/>
        <source>{claim} × {count}</source>
        <translation>{claim} × {count}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="253"/>
        <source>and {count} more</source>
        <translation>et {count} de plus</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="254"/>
        <source>To score:</source>
        <translation>À marquer :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="261"/>
        <source>… and {points} to score</source>
        <translation>… et {points} à marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="385"/>
        <source>{variant} · deal {deal}</source>
        <translation>{variant} · donne {deal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="389"/>
        <source>Trumps not yet fixed</source>
        <translation>Atout pas encore fixé</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="393"/>
        <source>Trumps: spades</source>
        <translation>Atout : pique</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="393"/>
        <source>Trumps: hearts</source>
        <translation>Atout : cœur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="394"/>
        <source>Trumps: diamonds</source>
        <translation>Atout : carreau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="394"/>
        <source>Trumps: clubs</source>
        <translation>Atout : trèfle</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="399"/>
        <source>Turn-up: {card}</source>
        <translation>Retournée : {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="421"/>
        <source>One deal is the game; under {threshold} is a rubicon.</source>
        <translation>Une seule donne fait la partie ; moins de {threshold}, c&apos;est le rubicon.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="424"/>
        <source>Game to {target}.</source>
        <translation>Partie en {target}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="438"/>
        <source>{name} · your partner</source>
        <translation>{name} · votre partenaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="440"/>
        <source>{name} · dealer</source>
        <translation>{name} · donneur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="450"/>
        <source>Side A: {first} &amp; {second}. Side B: {third} &amp; {fourth}.</source>
        <translation>Camp A : {first} et {second}. Camp B : {third} et {fourth}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="478"/>
        <source>This deal: {scores}</source>
        <translation>Cette donne : {scores}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/board.py" line="503"/>
        <source>Side</source>
        <translation>Camp</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/hand.py" line="14"/>
        <source>By suit, then rank</source>
        <translation>Par couleur, puis par valeur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/hand.py" line="15"/>
        <source>Trumps first, then by suit</source>
        <translation>L&apos;atout d&apos;abord, puis par couleur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/hand.py" line="16"/>
        <source>By rank</source>
        <translation>Par valeur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/hand.py" line="17"/>
        <source>Unsorted: as dealt, drawn cards at the right</source>
        <translation>Sans tri : dans l&apos;ordre de la donne, les cartes tirées à droite</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/items.py" line="504"/>
        <source>More choices ({page} of {pages})</source>
        <translation>Autres choix ({page} sur {pages})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/items.py" line="856"/>
        <location filename="../../bezique_qt/words/game.py" line="360"/>
        <source>Guess {count} cards</source>
        <translation>Parier sur {count} cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/items.py" line="939"/>
        <source>The cut for the first deal</source>
        <translation>La coupe pour la première donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/items.py" line="999"/>
        <source>Cut for the deal</source>
        <translation>Coupe pour la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/items.py" line="1000"/>
        <source>The highest card: deals first</source>
        <translation>La plus forte carte : donne en premier</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/meld_light.py" line="115"/>
        <source>{card}: in no meld</source>
        <translation>{card} : dans aucune déclaration</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/meld_light.py" line="116"/>
        <source>{meld}, {points} to score</source>
        <translation>{meld}, {points} à marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/meld_light.py" line="118"/>
        <source>{meld}, scored</source>
        <translation>{meld}, points marqués</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/meld_light.py" line="120"/>
        <source>{card}: {melds}</source>
        <translation>{card} : {melds}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="169"/>
        <source>The stock: cards still to be drawn</source>
        <translation>Le talon : les cartes qui restent à tirer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="592"/>
        <source>How many cards did you lift? A right guess scores 150; you score 250 for lifting exactly {count}.</source>
        <translation>Combien de cartes avez-vous prélevées ? Un pari juste rapporte 150 ; vous marquez 250 en prélevant exactement {count} cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="594"/>
        <source>How many cards did {name} lift? A right guess scores 150; {name} scores 250 for lifting exactly {count}.</source>
        <translation>Combien de cartes a prélevées {name} ? Un pari juste rapporte 150 ; {name} marque 250 en prélevant exactement {count} cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="599"/>
        <source>Guess the size of the dealer&apos;s packet.</source>
        <translation>Pariez sur la taille du paquet du donneur.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="621"/>
        <source>Cut for the deal: {me} cut the {mine}, {opponent} the {theirs}.</source>
        <translation>Coupe pour la donne : {me} {mine}, {opponent} {theirs}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="624"/>
        <source>You deal first.</source>
        <translation>Vous donnez en premier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="624"/>
        <source>{name} deals first.</source>
        <translation>{name} donne en premier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="629"/>
        <source>The higher card deals: you deal first.</source>
        <translation>La plus forte carte donne : vous donnez en premier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="630"/>
        <source>The higher card deals: {name} deals first.</source>
        <translation>La plus forte carte donne : {name} donne en premier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="651"/>
        <source>Cut for the deal: {cuts}.</source>
        <translation>Coupe pour la donne : {cuts}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="652"/>
        <source>The highest card deals: you deal first.</source>
        <translation>La plus forte carte donne : vous donnez en premier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/scene.py" line="653"/>
        <source>The highest card deals: {name} deals first.</source>
        <translation>La plus forte carte donne : {name} donne en premier.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../bezique_qt/ui/table/scene.py" line="862"/>
        <source>You have won {count} tricks. Click to see the last trick.</source>
        <translation>
            <numerusform>Vous avez remporté {count} levée. Cliquez pour voir la dernière levée.</numerusform>
            <numerusform>Vous avez remporté {count} levées. Cliquez pour voir la dernière levée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../bezique_qt/ui/table/scene.py" line="865"/>
        <source>{name} has won {count} tricks. Click to see the last trick.</source>
        <translation>
            <numerusform>{name} a remporté {count} levée. Cliquez pour voir la dernière levée.</numerusform>
            <numerusform>{name} a remporté {count} levées. Cliquez pour voir la dernière levée.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/trickmarks.py" line="88"/>
        <source>You win the trick so far.</source>
        <translation>Vous remportez la levée pour l’instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/trickmarks.py" line="89"/>
        <source>{name} wins the trick so far.</source>
        <translation>{name} remporte la levée pour l’instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/trickmarks.py" line="102"/>
        <source>You led.</source>
        <translation>Vous avez entamé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/trickmarks.py" line="102"/>
        <source>{name} led.</source>
        <translation>{name} a entamé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/trickmarks.py" line="103"/>
        <source>You played card {place} of the trick.</source>
        <translation>Vous avez joué la carte {place} de la levée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/trickmarks.py" line="104"/>
        <source>{name} played card {place} of the trick.</source>
        <translation>{name} a joué la carte {place} de la levée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/view.py" line="134"/>
        <source>Sort the &amp;hand</source>
        <translation>&amp;Trier la main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table/view.py" line="146"/>
        <source>Drag a card within your hand to move it</source>
        <translation>Faites glisser une carte dans votre main pour la déplacer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="84"/>
        <source>There is nothing to take back.</source>
        <translation>Il n&apos;y a rien à annuler.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="87"/>
        <source>Undo is no longer possible: the deal is over.</source>
        <translation>Impossible d&apos;annuler : la donne est terminée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="88"/>
        <source>There is nothing to take back yet in this deal.</source>
        <translation>Il n&apos;y a encore rien à annuler dans cette donne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="90"/>
        <source>Undo is no longer possible: a card has been drawn from the stock since your last move, and taking it back would reveal a hidden card.</source>
        <translation>Impossible d&apos;annuler : une carte a été tirée du talon depuis votre dernier coup, et l&apos;annuler révélerait une carte cachée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="92"/>
        <source>Undo is no longer possible: the computer has shown or exchanged cards since your last move.</source>
        <translation>Impossible d&apos;annuler : l&apos;ordinateur a montré ou échangé des cartes depuis votre dernier coup.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="94"/>
        <source>Undo is no longer possible: your guess has shown the size of the dealer&apos;s packet.</source>
        <translation>Impossible d&apos;annuler : votre estimation a montré la taille du paquet du donneur.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="96"/>
        <source>The moves made before this game was opened cannot be taken back.</source>
        <translation>Les coups joués avant l&apos;ouverture de cette partie ne peuvent pas être annulés.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="98"/>
        <source>There is nothing to take back yet.</source>
        <translation>Il n&apos;y a encore rien à annuler.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="106"/>
        <source>Your last card was taken back: it is in your hand again, and the cards played before it stay on the table.</source>
        <translation>Votre dernière carte a été reprise : elle est de nouveau dans votre main, et les cartes jouées avant elle restent sur la table.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="109"/>
        <source>Your last trick was taken back: both cards are in the hands again.</source>
        <translation>Votre dernière levée a été annulée : les deux cartes sont revenues dans les mains.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/undo_ledger.py" line="110"/>
        <source>Your last action was taken back.</source>
        <translation>Votre dernier coup a été annulé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="59"/>
        <source>Abandon the game in progress? It will not count in your statistics.</source>
        <translation>Abandonner la partie en cours ? Elle ne comptera pas dans vos statistiques.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="135"/>
        <source>Those are the computer&apos;s cards: play one of yours.</source>
        <translation>Ce sont les cartes de l&apos;ordinateur : jouez l&apos;une des vôtres.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="161"/>
        <source>Bezique — {variant}</source>
        <translation>Bésigue — {variant}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="196"/>
        <source>Bezique — {variant} — computer: {level}</source>
        <translation>Bésigue — {variant} — ordinateur : {level}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="219"/>
        <source>Abandon the game?</source>
        <translation>Abandonner la partie ?</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="267"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Un indice est donné quand c&apos;est votre tour.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="276"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="283"/>
        <source>There is nothing to declare now.</source>
        <translation>Il n&apos;y a rien à annoncer pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="431"/>
        <source>You resigned this game.</source>
        <translation>Vous avez concédé cette partie.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="432"/>
        <location filename="../../bezique_qt/words/net.py" line="35"/>
        <location filename="../../bezique_qt/words/refusals.py" line="76"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="450"/>
        <source>Your turn to play.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="461"/>
        <source>Now score a declaration: one must be scored in this turn before you draw.</source>
        <translation>Marquez maintenant une déclaration : il faut en marquer une à ce tour avant de tirer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="470"/>
        <source>Your turn: follow suit, win if you can.</source>
        <translation>À vous : fournissez à la couleur, prenez la levée si vous le pouvez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="472"/>
        <source>Your turn: play a card to the trick.</source>
        <translation>À vous : jouez une carte sur la levée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="474"/>
        <source>Your lead: click a card to play it.</source>
        <translation>À vous d&apos;entamer : cliquez sur une carte pour la jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="480"/>
        <source>You are thinking…</source>
        <translation>Vous réfléchissez…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="480"/>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="24"/>
        <source>Take back your last trick or action (until a card is drawn from the stock)</source>
        <translation>Annuler votre dernière levée ou action (jusqu&apos;à ce qu&apos;une carte soit tirée du talon)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="104"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="105"/>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="106"/>
        <source>&amp;Host a table…</source>
        <translation>&amp;Héberger une table…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="107"/>
        <source>Open a table to friends over the network</source>
        <translation>Ouvrir une table à vos amis par le réseau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="109"/>
        <source>&amp;Join a table…</source>
        <translation>Re&amp;joindre une table…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="110"/>
        <source>Sit at a friend&apos;s table over the network</source>
        <translation>S’asseoir à la table d’un ami par le réseau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="112"/>
        <source>Next &amp;deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="113"/>
        <source>Deal the next hand</source>
        <translation>Distribuer la donne suivante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="114"/>
        <source>Re&amp;sign…</source>
        <translation>C&amp;oncéder…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="115"/>
        <source>Give up the game in progress: it counts as lost</source>
        <translation>Concéder la partie en cours : elle compte comme perdue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="117"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="119"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="120"/>
        <source>What would the computer do in your place?</source>
        <translation>Que ferait l&apos;ordinateur à votre place ?</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="121"/>
        <source>&amp;Claim the rest</source>
        <translation>A&amp;battre son jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="123"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="124"/>
        <source>Show the last trick</source>
        <translation>Montrer la dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="126"/>
        <source>Every trick of this deal: who led, who won</source>
        <translation>Toutes les levées de cette donne : qui a entamé, qui l&apos;a remportée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="127"/>
        <source>&amp;Declarations</source>
        <translation>Annon&amp;ces</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="128"/>
        <source>Go to the declaration choices (keyboard)</source>
        <translation>Aller aux choix d&apos;annonces (clavier)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="129"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="130"/>
        <source>&amp;About Bezique</source>
        <translation>À &amp;propos de Bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="131"/>
        <source>&amp;Rules of this game…</source>
        <translation>&amp;Règles de cette partie…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="133"/>
        <source>The rules of the game being played, with its house rules</source>
        <translation>Les règles de la partie en cours, avec ses règles maison</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="136"/>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="137"/>
        <source>Clubs in green and diamonds in blue</source>
        <translation>Les trèfles en vert et les carreaux en bleu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="139"/>
        <source>Lar&amp;ge print</source>
        <translation>&amp;Grands caractères</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="140"/>
        <source>Bigger card indices, scores and texts</source>
        <translation>Index des cartes, scores et textes plus grands</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="142"/>
        <source>&amp;Memory aid</source>
        <translation>&amp;Aide-mémoire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window_actions.py" line="143"/>
        <source>Aces, tens and trumps still out; bezique cards and sevens of trumps seen</source>
        <translation>As, dix et atouts encore en jeu ; cartes du bésigue et sept d&apos;atout vus</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="59"/>
        <source>Abandoned</source>
        <comment>a game&apos;s result</comment>
        <translation>Abandonnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="61"/>
        <source>Resigned</source>
        <comment>a game&apos;s result</comment>
        <translation>Concédée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="62"/>
        <source>Won</source>
        <comment>a game&apos;s result</comment>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="62"/>
        <source>Lost</source>
        <comment>a game&apos;s result</comment>
        <translation>Perdue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="63"/>
        <source>Drawn</source>
        <comment>a game&apos;s result</comment>
        <translation>Nulle</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="78"/>
        <source>{level}: {sides}</source>
        <translation>{level} : {sides}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="97"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="226"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="246"/>
        <source>Finished</source>
        <translation>Terminée le</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="98"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="208"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="272"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="98"/>
        <source>Counted</source>
        <translation>Comptée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="113"/>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="131"/>
        <source>Score sheet…</source>
        <translation>Feuille de marque…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="132"/>
        <source>Review the game&apos;s deals on its score sheet</source>
        <translation>Revoir les donnes de la partie sur sa feuille de marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="140"/>
        <source>Verify…</source>
        <translation>Vérifier…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="141"/>
        <source>Check that every deal of the game was fixed before its first card was played</source>
        <translation>Vérifier que chaque donne de la partie était fixée avant que sa première carte soit jouée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="146"/>
        <source>Deal </source>
        <translation>Donne </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="147"/>
        <source>The deal to copy or save</source>
        <translation>La donne à copier ou à enregistrer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="148"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="295"/>
        <source>Copy deal</source>
        <translation>Copier la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="149"/>
        <source>Copy this deal to the clipboard, to paste into a file a friend can open</source>
        <translation>Copier cette donne dans le presse-papiers, pour la coller dans un fichier qu&apos;un ami pourra ouvrir</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="152"/>
        <source>Save deal…</source>
        <translation>Enregistrer la donne…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="153"/>
        <source>Save this deal in a file a friend can open</source>
        <translation>Enregistrer cette donne dans un fichier qu&apos;un ami pourra ouvrir</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="181"/>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="182"/>
        <source>Double-click a game to see its score sheet. Practice games (undo or hints used) are not counted in your record.</source>
        <translation>Double-cliquez sur une partie pour voir sa feuille de marque. Les parties d&apos;entraînement (coup annulé ou indice demandé) ne comptent pas dans votre palmarès.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="190"/>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="190"/>
        <location filename="../../bezique_qt/words/rules.py" line="180"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="224"/>
        <source>The record of this game is damaged, so its score sheet cannot be made ({reason}).</source>
        <translation>L&apos;enregistrement de cette partie est endommagé : sa feuille de marque ne peut pas être établie ({reason}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="262"/>
        <source>The record of this game is damaged, so it cannot be reviewed ({reason}).</source>
        <translation>L&apos;enregistrement de cette partie est endommagé : elle ne peut pas être analysée ({reason}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="296"/>
        <source>The record of this game is damaged, so its deal cannot be copied ({reason}).</source>
        <translation>L&apos;enregistrement de cette partie est endommagé, sa donne ne peut donc pas être copiée ({reason}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="306"/>
        <source>Deal {deal} is on the clipboard: paste it into a file, and Game &gt; Open or bezique-qt replay show it.</source>
        <translation>La donne {deal} est dans le presse-papiers : collez-la dans un fichier, et Partie &gt; Ouvrir ou bezique-qt replay la montrent.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="315"/>
        <location filename="../../bezique_qt/ui/windows/history.py" line="336"/>
        <source>Save deal</source>
        <translation>Enregistrer la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="320"/>
        <source>deal {deal}</source>
        <translation>donne {deal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="331"/>
        <source>Deal {deal} of {game}</source>
        <translation>Donne {deal} de {game}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/history.py" line="338"/>
        <source>Deal {deal} saved as {path}: Game &gt; Open or bezique-qt replay show it.</source>
        <translation>Donne {deal} enregistrée sous {path} : Partie &gt; Ouvrir ou bezique-qt replay la montrent.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="72"/>
        <source>No finished games to show yet.</source>
        <translation>Aucune partie terminée à afficher pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="77"/>
        <source>One game: you scored {points} and {result} it.</source>
        <translation>Une partie : vous avez marqué {points} ({result}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="78"/>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="78"/>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="79"/>
        <source>drew</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="80"/>
        <source>Last {count} games: you won {won}; best {best}; average {average}.</source>
        <translation>{count} dernières parties : vous en avez gagné {won} ; meilleur score {best} ; moyenne {average}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="92"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="293"/>
        <source>Your points, game by game</source>
        <translation>Vos points, partie par partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="199"/>
        <location filename="../../bezique_qt/ui/windows/split_chart.py" line="163"/>
        <source>Games, from the oldest (1) to the latest ({count})</source>
        <translation>Parties, de la plus ancienne (1) à la plus récente ({count})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="229"/>
        <source>your points (filled: won)</source>
        <translation>vos points (plein : gagnée)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/points_chart.py" line="229"/>
        <source>your opponent&apos;s</source>
        <translation>ceux de l&apos;adversaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="132"/>
        <source>Deal to review</source>
        <translation>Donne à analyser</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="140"/>
        <source>Review progress</source>
        <translation>Avancement de l&apos;analyse</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="141"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="157"/>
        <source>Your decisions</source>
        <translation>Vos décisions</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="175"/>
        <source>The table at this decision</source>
        <translation>La table à cette décision</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="183"/>
        <source>Face up: all cards known (not the fair evaluation)</source>
        <translation>Cartes sur table : toutes les cartes connues (ce n&apos;est pas l&apos;évaluation loyale)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="194"/>
        <source>◀ Previous</source>
        <translation>◀ Précédente</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="196"/>
        <source>Next ▶</source>
        <translation>Suivante ▶</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="199"/>
        <source>Print this review in the score sheet&apos;s style</source>
        <translation>Imprimer cette analyse dans le style de la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="203"/>
        <source>Play the deal again from this decision, as it stood: practice, never counted</source>
        <translation>Rejouer la donne à partir de cette décision, telle qu&apos;elle était : entraînement, jamais compté</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="240"/>
        <source>Review of deal {deal}</source>
        <translation>Analyse de la donne {deal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="243"/>
        <source>Reviewing your decisions in deal {deal}, as the Expert sees them from your own cards…</source>
        <translation>Analyse de vos décisions dans la donne {deal}, telles que l&apos;Expert les voit avec vos seules cartes…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="245"/>
        <source>Reviewing {name}&apos;s decisions in deal {deal}, as the Expert sees them from {name}&apos;s own cards…</source>
        <translation>Analyse des décisions de {name} dans la donne {deal}, telles que l&apos;Expert les voit avec les seules cartes de {name}…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="278"/>
        <source>The deal is reviewed again.</source>
        <translation>La donne est analysée à nouveau.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="300"/>
        <source>{done} of {total} decisions</source>
        <translation>{done} décisions sur {total}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="305"/>
        <source>The review was cancelled.</source>
        <translation>L&apos;analyse a été annulée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="310"/>
        <source>The deal cannot be reviewed ({reason}).</source>
        <translation>La donne ne peut pas être analysée ({reason}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="329"/>
        <source>You had no decision to make in this deal.</source>
        <translation>Vous n&apos;aviez aucune décision à prendre dans cette donne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="330"/>
        <source>{name} had no decision to make in this deal.</source>
        <translation>{name} n&apos;a eu aucune décision à prendre dans cette donne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="333"/>
        <source>Deal {deal}: {count} of your decisions. Their expected losses, each against the Expert&apos;s best move at that moment, add up to {lost} points: a measure of the play, not what the deal cost.</source>
        <translation>Donne {deal} — vos décisions : {count}. Leurs pertes en espérance, chacune par rapport au meilleur coup de l&apos;Expert à ce moment-là, totalisent {lost} points : une mesure du jeu, pas ce que la donne a coûté.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="336"/>
        <source>Deal {deal}: {count} decisions of {name}. Their expected losses, each against the Expert&apos;s best move at that moment, add up to {lost} points: a measure of the play, not what the deal cost.</source>
        <translation>Donne {deal} — décisions de {name} : {count}. Leurs pertes en espérance, chacune par rapport au meilleur coup de l&apos;Expert à ce moment-là, totalisent {lost} points : une mesure du jeu, pas ce que la donne a coûté.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="372"/>
        <source>From trick {trick}, with both hands face up, the best result of the last tricks against best defence was {best} points; you made {achieved}.</source>
        <translation>À partir de la levée {trick}, les deux mains sur table, le meilleur résultat des dernières levées contre la meilleure défense était de {best} points ; vous avez fait {achieved}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="380"/>
        <source>Trick {trick}</source>
        <translation>Levée {trick}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="381"/>
        <source>After trick {trick}, declaring</source>
        <translation>Après la levée {trick}, déclarations</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="383"/>
        <source>Before the deal</source>
        <translation>Avant la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="386"/>
        <source>{where}: {action} — {verdict} (−{lost})</source>
        <translation>{where} : {action} — {verdict} (−{lost})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="388"/>
        <source>{where}: {action} — {verdict}</source>
        <translation>{where} : {action} — {verdict}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="422"/>
        <source>Your cards (hand and table):</source>
        <translation>Vos cartes (main et table) :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="438"/>
        <source>You played:</source>
        <translation>Vous avez joué :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="442"/>
        <source>The Expert prefers:</source>
        <translation>L&apos;Expert préfère :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="444"/>
        <source>It cost {lost} points exactly (every card is known in the last tricks).</source>
        <translation>Cela a coûté exactement {lost} points (toutes les cartes sont connues dans les dernières levées).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="447"/>
        <source>It cost {lost} points on average.</source>
        <translation>Cela a coûté {lost} points en moyenne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="449"/>
        <source>It cost {lost} points on average (± {error}, over {count} simulations from your own cards).</source>
        <translation>Cela a coûté {lost} points en moyenne (± {error}, sur {count} simulations à partir de vos seules cartes).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="457"/>
        <source>The Expert finds no better move here.</source>
        <translation>L&apos;Expert ne trouve pas de meilleur coup ici.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="466"/>
        <source>At this decision, with every card known: what you played was the best.</source>
        <translation>À cette décision, toutes les cartes connues : votre coup était le meilleur.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="467"/>
        <source>At this decision, with every card known: {action} was {gain} points better than what you played.</source>
        <translation>À cette décision, toutes les cartes connues : {action} valait {gain} points de plus que votre coup.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/review.py" line="499"/>
        <source>Print the review</source>
        <translation>Imprimer l&apos;analyse</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/rules.py" line="22"/>
        <location filename="../../bezique_qt/ui/windows/rules.py" line="40"/>
        <source>Rules — {variant}</source>
        <translation>Règles — {variant}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/split_chart.py" line="45"/>
        <source>No finished game has a deal weighed between the cards and the play yet: each deal is weighed while you read its end.</source>
        <translation>Aucune partie terminée n&apos;a encore de donne pesée entre les cartes et le jeu : chaque donne est pesée pendant que vous lisez sa fin.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../bezique_qt/ui/windows/split_chart.py" line="48"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="338"/>
        <source>{count} games</source>
        <translation>
            <numerusform>{count} partie</numerusform>
            <numerusform>{count} parties</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/split_chart.py" line="50"/>
        <source>Over {games} ({measured}): the cards {luck} for you, your play cost {cost}, the computer&apos;s {others}.</source>
        <translation>Sur {games} ({measured}) : les cartes {luck} pour vous, votre jeu a coûté {cost}, celui de l&apos;ordinateur {others}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/split_chart.py" line="64"/>
        <source>Your play against the computer&apos;s, game by game</source>
        <translation>Votre jeu contre celui de l&apos;ordinateur, partie après partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/split_chart.py" line="148"/>
        <source>Points lost a deal</source>
        <translation>Perdus par donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/split_chart.py" line="183"/>
        <source>your play</source>
        <translation>votre jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/split_chart.py" line="184"/>
        <source>the computer&apos;s play</source>
        <translation>le jeu de l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="51"/>
        <source>All variants</source>
        <translation>Toutes les variantes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="58"/>
        <source>All levels</source>
        <translation>Tous les niveaux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="79"/>
        <source>Damaged games in your statistics, skipped: {count}.</source>
        <translation>Parties endommagées dans vos statistiques, ignorées : {count}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="194"/>
        <source>By variant and opponent</source>
        <translation>Par variante et par adversaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="207"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="271"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="207"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="271"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="207"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="271"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="208"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="271"/>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="208"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="272"/>
        <source>Abandoned</source>
        <translation>Abandonnées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="208"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="272"/>
        <source>Won %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="208"/>
        <source>Deals won</source>
        <translation>Donnes gagnées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="209"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="209"/>
        <source>Opponent&apos;s average</source>
        <translation>Moyenne adverse</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="209"/>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="209"/>
        <source>Longest</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="213"/>
        <source>Games of partners are counted by sides: a game won or lost is your side&apos;s, and the average scores are your side&apos;s and the other side&apos;s.</source>
        <translation>Les parties à deux contre deux sont comptées par camp : une partie gagnée ou perdue l’est par votre camp, et les scores moyens sont ceux de votre camp et de l’autre camp.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="223"/>
        <source>Your biggest declarations</source>
        <translation>Vos plus grosses annonces</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="242"/>
        <source>Your best deals</source>
        <translation>Vos meilleures donnes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="245"/>
        <source>Your points</source>
        <translation>Vos points</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="245"/>
        <source>Opponent&apos;s</source>
        <translation>Points adverses</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="268"/>
        <source>Partners: your side&apos;s games</source>
        <translation>Deux contre deux : les parties de votre camp</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="272"/>
        <source>Your side&apos;s points</source>
        <translation>Points de votre camp</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="273"/>
        <source>Other side&apos;s points</source>
        <translation>Points de l’autre camp</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="273"/>
        <source>Your side a deal</source>
        <translation>Votre camp par donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="273"/>
        <source>Other side a deal</source>
        <translation>L’autre camp par donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="297"/>
        <source>Variant shown in the graph</source>
        <translation>Variante montrée dans le graphique</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="308"/>
        <source>Cards or play: your play against the computer&apos;s, game by game</source>
        <translation>Les cartes ou le jeu : votre jeu contre celui de l&apos;ordinateur, partie après partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="329"/>
        <source>No practice games yet. A game in which you take back a move or ask for a hint is a practice game: it is counted here, apart from your record.</source>
        <translation>Aucune partie d&apos;entraînement pour l&apos;instant. Une partie où vous annulez un coup ou demandez un indice est une partie d&apos;entraînement : elle est comptée ici, à part de votre palmarès.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="332"/>
        <source>No games finished yet. Every game you finish is counted here.</source>
        <translation>Aucune partie terminée pour l&apos;instant. Chaque partie que vous terminez est comptée ici.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="335"/>
        <source>{count} practice games</source>
        <translation>
            <numerusform>{count} partie d&apos;entraînement</numerusform>
            <numerusform>{count} parties d&apos;entraînement</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="339"/>
        <source>{games}: {won} won, {lost} lost, {drawn} drawn ({percent} won). Deals: {deals} played, {deals_won} won.</source>
        <translation>{games} — victoires : {won}, défaites : {lost}, nulles : {drawn} ({percent} de victoires). Donnes jouées : {deals}, donnes gagnées : {deals_won}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="345"/>
        <source>Abandoned before the end: {count}.</source>
        <translation>Abandonnées avant la fin : {count}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="348"/>
        <source>Winning streak: {current} now, the longest {longest}.</source>
        <translation>Série de victoires : {current} en cours, la plus longue {longest}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="362"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="367"/>
        <source>Your games</source>
        <translation>Vos parties</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="368"/>
        <source>Practice games</source>
        <translation>Parties d&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="372"/>
        <source>Reset statistics…</source>
        <translation>Remettre à zéro les statistiques…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="410"/>
        <source>Your statistics cannot be saved on this computer just now: finished games are kept, and counted when they can be saved again.</source>
        <translation>Vos statistiques ne peuvent pas être enregistrées sur cet ordinateur pour le moment : les parties terminées sont gardées, et comptées quand elles pourront l&apos;être.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="418"/>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="436"/>
        <source>Reset statistics</source>
        <translation>Remettre à zéro les statistiques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="419"/>
        <source>Forget every finished game, practice games included? Your record, streaks and the list of finished games start again from nothing. This cannot be undone.</source>
        <translation>Oublier toutes les parties terminées, parties d&apos;entraînement comprises ? Votre palmarès, vos séries et la liste des parties terminées repartent de zéro. Cette action est irréversible.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/windows/statistics.py" line="424"/>
        <source>Reset</source>
        <translation>Remettre à zéro</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="58"/>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="59"/>
        <source>Classic — Hoyle 1909</source>
        <translation>Classique — Hoyle 1909</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="60"/>
        <source>Classic at 1/10 scale, 100 up</source>
        <translation>Classique au dixième, en 100</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="61"/>
        <source>One pack, 50 up</source>
        <translation>Un seul jeu, en 50</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="62"/>
        <source>Rubicon</source>
        <translation>Rubicon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="63"/>
        <source>Six-pack</source>
        <translation>Six jeux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="64"/>
        <source>Eight-pack</source>
        <translation>Huit jeux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="65"/>
        <source>Three-handed</source>
        <translation>À trois</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="66"/>
        <source>Four-handed</source>
        <translation>À quatre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="67"/>
        <source>Four-handed partners</source>
        <translation>À quatre, en équipes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="70"/>
        <source>Two-handed Bezique with two packs, 1000 up: follow, head and trump in the last eight tricks, the seven of trumps scores when played or exchanged.</source>
        <translation>Bésigue à deux avec deux jeux, en 1000 : dans les huit dernières levées il faut fournir, monter et couper ; le sept d&apos;atout marque quand il est joué ou échangé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="73"/>
        <source>Hoffmann&apos;s rules of 1909 taken literally: sevens of trumps are declared after winning a trick, only following suit is compulsory in the last eight tricks, brisques are scored as they are won.</source>
        <translation>Les règles de Hoffmann (1909) prises à la lettre : le sept d&apos;atout s&apos;annonce après une levée gagnée, seule l&apos;obligation de fournir vaut dans les huit dernières levées, les brisques se marquent dès qu&apos;elles sont gagnées.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="77"/>
        <source>The Enquire-Within rules at a tenth of the usual scores, game to 100; the winner of the last trick deals next; the winner of the 24th trick may score every combination at once.</source>
        <translation>Les règles de l&apos;Enquire Within au dixième des marques habituelles, partie en 100 ; le gagnant de la dernière levée donne ensuite ; le gagnant de la 24e levée peut marquer toutes ses combinaisons à la fois.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="81"/>
        <source>One 32-card pack at 1/10 scale, without double bezique, game to 50.</source>
        <translation>Un seul jeu de 32 cartes, au dixième, sans double bésigue, partie en 50.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="83"/>
        <source>Rubicon Bezique under the Portland Club laws of 1887: four packs, nine cards, no turn-up (the first marriage makes trumps), carte blanche, back-door sequences, triple and quadruple bezique; each deal is a game, scored in hundreds with a rubicon below 1000.</source>
        <translation>Le bésigue rubicon selon les lois du Portland Club de 1887 : quatre jeux, neuf cartes, pas de carte retournée (le premier mariage fixe l&apos;atout), carte blanche, quintes hors atout, triple et quadruple bésigue ; chaque donne est une partie, comptée en centaines, avec le rubicon au-dessous de 1000.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="88"/>
        <source>Six-pack (&quot;Chinese&quot;) Bezique: six packs, twelve cards, trump quartets, carte blanche 250, last trick 250, brisques not counted; rubicon below 3000.</source>
        <translation>Le bésigue à six jeux (« chinois ») : six jeux, douze cartes, quatre cartes d&apos;atout de même rang, carte blanche à 250, dernière levée à 250, brisques non comptées ; rubicon au-dessous de 3000.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="91"/>
        <source>Eight-pack Bezique: eight packs, fifteen cards, quintuple bezique and trump quintets, no carte blanche; rubicon below 5000.</source>
        <translation>Le bésigue à huit jeux : huit jeux, quinze cartes, quintuple bésigue et cinq cartes d&apos;atout de même rang, pas de carte blanche ; rubicon au-dessous de 5000.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="94"/>
        <source>Three players, each for himself, with three packs: eight cards each and a turn-up, three draws after each trick, triple bezique 1500 and a second double bezique on a used pair; in the last tricks beat the highest card so far; whole deals to 2000.</source>
        <translation>Trois joueurs, chacun pour soi, avec trois jeux : huit cartes chacun et une retourne, trois pioches après chaque levée, triple bésigue 1500 et un second double bésigue sur une paire déjà utilisée ; dans les dernières levées, battre la plus forte carte jouée ; des donnes entières jusqu’à 2000.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="98"/>
        <source>Four players, each for himself, with four packs: eight cards each and a turn-up, four draws after each trick, beziques up to quadruple; in the last tricks beat the highest card so far; whole deals to 2000.</source>
        <translation>Quatre joueurs, chacun pour soi, avec quatre jeux : huit cartes chacun et une retourne, quatre pioches après chaque levée, bésigues jusqu’au quadruple ; dans les dernières levées, battre la plus forte carte jouée ; des donnes entières jusqu’à 2000.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="102"/>
        <source>Four players in two partnerships, partners facing, with four packs: the winner of a trick declares or lets his partner declare, and may build on his partner&apos;s declared cards; in the last tricks beat the highest card so far, even a partner&apos;s; the sides score together, whole deals to 2000.</source>
        <translation>Quatre joueurs en deux équipes, les partenaires face à face, avec quatre jeux : le gagnant d’une levée annonce ou laisse annoncer son partenaire, et peut compléter les cartes annoncées de son partenaire ; dans les dernières levées, battre la plus forte carte jouée, même celle du partenaire ; les camps marquent ensemble, des donnes entières jusqu’à 2000.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="150"/>
        <source>Deal {deal} so far: {first} {first_points}, {second} {second_points}.</source>
        <translation>Donne {deal} jusqu&apos;ici : {first} {first_points}, {second} {second_points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="156"/>
        <source>The game is computed at the end of the deal.</source>
        <translation>La partie se calcule à la fin de la donne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="157"/>
        <source>Game score: {first} {first_points}, {second} {second_points}.</source>
        <translation>Score de la partie : {first} {first_points}, {second} {second_points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="161"/>
        <source>The points of a deal go into the game score when the deal ends.</source>
        <translation>Les points d&apos;une donne entrent dans le score de la partie à la fin de la donne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="173"/>
        <location filename="../../bezique_qt/words/sides.py" line="25"/>
        <source>Deal {deal} so far: {scores}.</source>
        <translation>Donne {deal} jusqu’ici : {scores}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="174"/>
        <location filename="../../bezique_qt/words/sides.py" line="27"/>
        <source>Game score: {scores}.</source>
        <translation>Score de la partie : {scores}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="202"/>
        <source>{name} plays the {card} from its declared cards.</source>
        <translation>{name} joue {card} de ses cartes déclarées.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="205"/>
        <source>{name} plays another {card}, from its hand.</source>
        <translation>{name} joue un autre {card}, de sa main.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="207"/>
        <source>{name} plays the {card}.</source>
        <translation>{name} joue {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="213"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="213"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="213"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="213"/>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="220"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="220"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="220"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="220"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="225"/>
        <source>Stock: 1 card</source>
        <translation>Talon : 1 carte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="225"/>
        <source>Stock: {count} cards</source>
        <translation>Talon : {count} cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="230"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="263"/>
        <source>the ace of {suit}</source>
        <translation>l&apos;as de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="263"/>
        <source>the ten of {suit}</source>
        <translation>le dix de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="264"/>
        <source>the king of {suit}</source>
        <translation>le roi de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="264"/>
        <source>the queen of {suit}</source>
        <translation>la dame de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="265"/>
        <source>the jack of {suit}</source>
        <translation>le valet de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="265"/>
        <source>the nine of {suit}</source>
        <translation>le neuf de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="266"/>
        <source>the eight of {suit}</source>
        <translation>le huit de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="266"/>
        <source>the seven of {suit}</source>
        <translation>le sept de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="273"/>
        <location filename="../../bezique_qt/words/rules.py" line="171"/>
        <source>aces</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="273"/>
        <location filename="../../bezique_qt/words/rules.py" line="171"/>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="273"/>
        <location filename="../../bezique_qt/words/rules.py" line="171"/>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="273"/>
        <location filename="../../bezique_qt/words/rules.py" line="172"/>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="274"/>
        <location filename="../../bezique_qt/words/rules.py" line="171"/>
        <source>tens</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="282"/>
        <source>marriage</source>
        <translation>mariage</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="282"/>
        <source>royal marriage</source>
        <translation>mariage d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="283"/>
        <source>sequence</source>
        <translation>quinte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="283"/>
        <source>back-door sequence</source>
        <translation>quinte hors atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="284"/>
        <source>bezique</source>
        <translation>bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="284"/>
        <source>double bezique</source>
        <translation>double bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="285"/>
        <source>triple bezique</source>
        <translation>triple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="285"/>
        <source>quadruple bezique</source>
        <translation>quadruple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="286"/>
        <source>quintuple bezique</source>
        <translation>quintuple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="289"/>
        <source>four {cards}</source>
        <translation>quatre {cards}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="289"/>
        <source>four trump {cards}</source>
        <translation>quatre {cards} d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="290"/>
        <source>five trump {cards}</source>
        <translation>cinq {cards} d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="298"/>
        <source>the marriage</source>
        <translation>le mariage</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="298"/>
        <source>the royal marriage</source>
        <translation>le mariage d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="299"/>
        <location filename="../../bezique_qt/words/reasons.py" line="189"/>
        <source>the sequence</source>
        <translation>la quinte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="299"/>
        <source>the back-door sequence</source>
        <translation>la quinte hors atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="300"/>
        <source>the bezique</source>
        <translation>le bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="300"/>
        <source>the double bezique</source>
        <translation>le double bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="301"/>
        <source>the triple bezique</source>
        <translation>le triple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="302"/>
        <source>the quadruple bezique</source>
        <translation>le quadruple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="303"/>
        <source>the quintuple bezique</source>
        <translation>le quintuple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="306"/>
        <source>the four {cards}</source>
        <translation>les quatre {cards}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="306"/>
        <source>the four trump {cards}</source>
        <translation>les quatre {cards} d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="307"/>
        <source>the five trump {cards}</source>
        <translation>les cinq {cards} d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="324"/>
        <source>best</source>
        <translation>meilleur coup</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="324"/>
        <source>good</source>
        <translation>bon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="324"/>
        <source>inaccuracy</source>
        <translation>imprécision</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="325"/>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="325"/>
        <source>blunder</source>
        <translation>gaffe</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="348"/>
        <location filename="../../bezique_qt/words/reasons.py" line="111"/>
        <source>Play {card}</source>
        <translation>Jouer {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="351"/>
        <source>Declare {meld} ({cards})</source>
        <translation>Annoncer {meld} ({cards})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="352"/>
        <source>Score {meld} ({cards})</source>
        <translation>Marquer {meld} ({cards})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/game.py" line="367"/>
        <source>Finish declaring and draw</source>
        <translation>Finir d&apos;annoncer et tirer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="35"/>
        <source>This {card} cancels your {meld} to score ({points})</source>
        <translation>Ce {card} annule votre déclaration à marquer : {meld} ({points})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="36"/>
        <source>This {card} cancels your partner&apos;s {meld} to score ({points})</source>
        <translation>Ce {card} annule la déclaration à marquer de votre partenaire : {meld} ({points})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="39"/>
        <source>This {card} breaks your {meld}, still yours to declare ({points})</source>
        <translation>Ce {card} défait une déclaration encore possible : {meld} ({points})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="44"/>
        <source>{loss}, and {count} more</source>
        <translation>{loss}, et d&apos;autres encore ({count})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="46"/>
        <source>{loss}; the other {card} keeps it.</source>
        <translation>{loss} ; l&apos;autre {card} la garde.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="47"/>
        <source>{loss}.</source>
        <translation>{loss}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="52"/>
        <source>Play the other {card}</source>
        <translation>Jouer l&apos;autre {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="72"/>
        <source>Your {meld} to score has lapsed.</source>
        <translation>Votre déclaration à marquer est perdue : {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="73"/>
        <source>Your partner&apos;s {meld} to score has lapsed.</source>
        <translation>La déclaration à marquer de votre partenaire est perdue : {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="75"/>
        <source>Your {meld} to score has lapsed: its {card} was played.</source>
        <translation>Votre déclaration à marquer est perdue : {meld} (carte jouée : {card}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/guard.py" line="76"/>
        <source>Your partner&apos;s {meld} to score has lapsed: its {card} was played.</source>
        <translation>La déclaration à marquer de votre partenaire est perdue : {meld} (carte jouée : {card}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../bezique_qt/words/i18n.py" line="67"/>
        <source>{count} points</source>
        <translation>
            <numerusform>{count} point</numerusform>
            <numerusform>{count} points</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="89"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="89"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="117"/>
        <source>Novice</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="117"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="117"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="118"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="118"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="127"/>
        <source>Network game</source>
        <translation>Partie en réseau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="138"/>
        <source>Plays any card it may, and declares the best meld it holds. For learning the game.</source>
        <translation>Joue n&apos;importe quelle carte permise et annonce la meilleure combinaison qu&apos;il tient. Pour apprendre le jeu.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="140"/>
        <source>Plays by the classic hints: keeps the cards of its melds, wins brisques cheaply. It does not count the cards, and now and then it slips.</source>
        <translation>Joue selon les conseils classiques : garde les cartes de ses combinaisons, prend les brisques à peu de frais. Il ne compte pas les cartes et se trompe de temps en temps.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="143"/>
        <source>The classic hints with every card counted, and the last tricks played perfectly.</source>
        <translation>Les conseils classiques, toutes les cartes comptées, et les dernières levées jouées parfaitement.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="145"/>
        <source>Tries its best few moves in hundreds of deals it imagines from what it has seen, and plays the one that does best.</source>
        <translation>Essaie ses quelques meilleurs coups dans des centaines de donnes imaginées d&apos;après ce qu&apos;il a vu, et joue celui qui réussit le mieux.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/i18n.py" line="147"/>
        <source>Weighs each move in over a thousand imagined deals, looking ahead to its own later moves and declarations, and reads your last card. The strongest.</source>
        <translation>Pèse chaque coup dans plus d&apos;un millier de donnes imaginées, en prévoyant ses coups et annonces suivants, et lit votre dernière carte. Le plus fort.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/memory.py" line="26"/>
        <source>Aces still out</source>
        <translation>As encore en jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/memory.py" line="27"/>
        <source>Tens still out</source>
        <translation>Dix encore en jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/memory.py" line="30"/>
        <location filename="../../bezique_qt/words/memory.py" line="32"/>
        <source>Trumps still out</source>
        <translation>Atouts encore en jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/memory.py" line="30"/>
        <source>no trumps yet</source>
        <translation>pas encore d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/memory.py" line="35"/>
        <source>Bezique cards seen</source>
        <translation>Cartes du bésigue vues</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/memory.py" line="36"/>
        <source>{queen} {queens} of {copies}, {jack} {jacks} of {copies}</source>
        <translation>{queen} {queens} sur {copies}, {jack} {jacks} sur {copies}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/memory.py" line="40"/>
        <source>Sevens of trumps seen</source>
        <translation>Sept d&apos;atout vus</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/memory.py" line="41"/>
        <source>{card} {count} of {copies}</source>
        <translation>{card} {count} sur {copies}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="18"/>
        <source>The table sent a message the server could not read. Nothing changed.</source>
        <translation>La table a envoyé un message que le serveur n&apos;a pas pu lire. Rien n&apos;a changé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="19"/>
        <source>The table sent a message the server does not accept. Nothing changed.</source>
        <translation>La table a envoyé un message que le serveur n&apos;accepte pas. Rien n&apos;a changé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="21"/>
        <source>The server speaks another version of the table&apos;s protocol: update Bezique on one side or the other.</source>
        <translation>Le serveur parle une autre version du protocole de la table : mettez le programme à jour d&apos;un côté ou de l&apos;autre.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="23"/>
        <source>The message was too large for the server. Nothing changed.</source>
        <translation>Le message était trop grand pour le serveur. Rien n&apos;a changé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="24"/>
        <source>Join a table first.</source>
        <translation>Rejoignez d&apos;abord une table.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="25"/>
        <source>You already have a seat at a table.</source>
        <translation>Vous avez déjà une place à une table.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="26"/>
        <source>There is no table with this code. Check the code you were given.</source>
        <translation>Il n&apos;y a pas de table avec ce code. Vérifiez le code qu&apos;on vous a donné.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="27"/>
        <source>Every seat of this table is taken.</source>
        <translation>Toutes les places de cette table sont prises.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="28"/>
        <source>This seat is not yours: the invitation to come back does not match.</source>
        <translation>Cette place n&apos;est pas la vôtre : l&apos;invitation à revenir ne correspond pas.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="29"/>
        <source>The server holds as many tables as it may. Try again later.</source>
        <translation>Le serveur tient déjà autant de tables qu&apos;il le peut. Réessayez plus tard.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="30"/>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="31"/>
        <source>The table had moved on: your move was not played. Choose again.</source>
        <translation>La partie avait avancé : votre coup n&apos;a pas été joué. Choisissez de nouveau.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="32"/>
        <source>The rules do not allow this move. Choose again.</source>
        <translation>Les règles n&apos;autorisent pas ce coup. Choisissez de nouveau.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="33"/>
        <source>Phrases can be sent only between deals.</source>
        <translation>Les phrases ne peuvent être envoyées qu&apos;entre deux donnes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="34"/>
        <source>Too many messages at once: the server ignored some. Slow down.</source>
        <translation>Trop de messages à la fois : le serveur en a ignoré. Ralentissez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="37"/>
        <source>The server refused the message. Nothing changed.</source>
        <translation>Le serveur a refusé le message. Rien n&apos;a changé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="43"/>
        <source>Hello!</source>
        <translation>Bonjour !</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="44"/>
        <source>Good game!</source>
        <translation>Belle partie !</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="45"/>
        <source>Well played!</source>
        <translation>Bien joué !</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="46"/>
        <source>Thanks!</source>
        <translation>Merci !</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="47"/>
        <source>Another game?</source>
        <translation>Une autre partie ?</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="48"/>
        <source>Goodbye!</source>
        <translation>Au revoir !</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="57"/>
        <source>No table server answers at this address and port. Check them, and that the host&apos;s program is still open.</source>
        <translation>Aucun serveur de table ne répond à cette adresse et ce port. Vérifiez-les, et que le programme de l’hôte est encore ouvert.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="59"/>
        <source>The server&apos;s certificate does not match the fingerprint in the invitation: someone may be in the middle. Not connected.</source>
        <translation>Le certificat du serveur ne correspond pas à l’empreinte de l’invitation : quelqu’un peut s’être glissé au milieu. Pas de connexion.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="61"/>
        <source>Something answered at this address, but it is not a Bezique table.</source>
        <translation>Quelque chose a répondu à cette adresse, mais ce n’est pas une table de bésigue.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="63"/>
        <source>The table could not be opened on this port: another program may be using it. Choose another port.</source>
        <translation>La table n’a pas pu être ouverte sur ce port : un autre programme l’utilise peut-être. Choisissez un autre port.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="72"/>
        <source>This is not an invitation: it should look like bezique://host:port/CODE.</source>
        <translation>Ce n’est pas une invitation : elle ressemble à bezique://hôte:port/CODE.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="74"/>
        <source>The address is not a computer&apos;s name or IP address.</source>
        <translation>L’adresse n’est ni le nom d’un ordinateur ni une adresse IP.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="75"/>
        <source>The port is a number from 1 to 65535.</source>
        <translation>Le port est un nombre de 1 à 65535.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="76"/>
        <source>A table code is 16 letters and digits (dashes may separate them).</source>
        <translation>Un code de table compte 16 lettres et chiffres (des tirets peuvent les séparer).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="77"/>
        <source>The fingerprint is 64 hexadecimal digits, in pairs separated by colons.</source>
        <translation>L’empreinte compte 64 chiffres hexadécimaux, par paires séparées par des deux-points.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="88"/>
        <source>The game is kept in your statistics and Finished games.</source>
        <translation>La partie est gardée dans vos statistiques et dans les parties terminées.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="90"/>
        <source>This game could not be kept: the record the server sent cannot be read ({reason}).</source>
        <translation>Cette partie n’a pas pu être gardée : l’enregistrement envoyé par le serveur est illisible ({reason}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="92"/>
        <source>This game could not be kept: {reason}</source>
        <translation>Cette partie n’a pas pu être gardée : {reason}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="98"/>
        <source>{host}&apos;s table: {variant}, {free} of {seats} seats free</source>
        <translation>Table de {host} : {variant}, places libres : {free} sur {seats}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="99"/>
        <source>Someone</source>
        <translation>Quelqu’un</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="100"/>
        <source>ask the host for the code</source>
        <translation>demandez le code à l’hôte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/net.py" line="101"/>
        <source>encrypted</source>
        <translation>chiffrée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="32"/>
        <source>{action}: it keeps {card} for {meld} ({points}), scored in {count} of {total} simulated deals, against {other_count} of {other_total} after {other}</source>
        <translation>{action} : cela garde {card} pour {meld} ({points}), marqué dans {count} donnes simulées sur {total}, contre {other_count} sur {other_total} après {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="35"/>
        <source>{action}: {meld} ({points}) is scored in {count} of {total} simulated deals, against {other_count} of {other_total} after {other}</source>
        <translation>{action} : {meld} ({points}) est marqué dans {count} donnes simulées sur {total}, contre {other_count} sur {other_total} après {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="38"/>
        <source>{action}: it wins {mean} brisques from here on average over {total} simulated deals, against {other_mean} after {other}</source>
        <translation>{action} : cela gagne d&apos;ici la fin {mean} brisques en moyenne sur {total} donnes simulées, contre {other_mean} après {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="41"/>
        <source>{action}: your opponent scores {mean} points of melds from here on average over {total} simulated deals, against {other_mean} after {other}</source>
        <translation>{action} : votre adversaire marque d&apos;ici la fin {mean} points de combinaisons en moyenne sur {total} donnes simulées, contre {other_mean} après {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="44"/>
        <source>{action}: {gain} points on average against {other} over {total} simulated deals, won over the whole deal rather than by one meld or the brisques</source>
        <translation>{action} : {gain} points en moyenne de mieux qu&apos;avec {other} sur {total} donnes simulées, gagnés sur toute la donne plutôt que par une combinaison ou les brisques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="47"/>
        <source>{action}: you score the seven of trumps ({points}) {count} times in {total} simulated deals, against {other_count} times in {other_total} after {other}</source>
        <translation>{action} : vous marquez le sept d&apos;atout ({points}) {count} fois en {total} donnes simulées, contre {other_count} fois en {other_total} après {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="50"/>
        <source>{action}: you win {mean} of the last {count} tricks on average over {total} simulated deals, against {other_mean} after {other}</source>
        <translation>{action} : vous gagnez en moyenne {mean} des {count} dernières levées sur {total} donnes simulées, contre {other_mean} après {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="53"/>
        <source>{action}: it keeps {card} for the last tricks, where you win {mean} of the {count} on average over {total} simulated deals, against {other_mean} after {other}</source>
        <translation>{action} : cela garde {card} pour les dernières levées, où vous en gagnez en moyenne {mean} sur {count} en {total} donnes simulées, contre {other_mean} après {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="56"/>
        <source>{action}: declared now, {meld} ({points}) is scored in {count} of {total} simulated deals, against {other_count} of {other_total} when it waits, after {other}</source>
        <translation>{action} : en annonçant maintenant, {meld} ({points}) est marqué dans {count} donnes simulées sur {total}, contre {other_count} sur {other_total} en attendant, après {other}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="59"/>
        <source>{action}: keeping the cards to declare later, {meld} ({points}) is scored in {count} of {total} simulated deals, against {other_count} of {other_total} after {other} now</source>
        <translation>{action} : en gardant les cartes pour annoncer plus tard, {meld} ({points}) est marqué dans {count} donnes simulées sur {total}, contre {other_count} sur {other_total} après {other} maintenant</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="66"/>
        <source>{card} from your declared cards</source>
        <translation>{card} de vos cartes déclarées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="67"/>
        <source>{card} from your hand</source>
        <translation>{card} de votre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="69"/>
        <source>“{action}”</source>
        <translation>« {action} »</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="71"/>
        <source>the marriage in {suit}</source>
        <translation>le mariage à {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="72"/>
        <source>the back-door sequence in {suit}</source>
        <translation>la quinte hors atout à {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="123"/>
        <source>.</source>
        <comment>decimal separator</comment>
        <translation>,</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="137"/>
        <source>guess {count} cards, the likeliest packet</source>
        <translation>parier sur {count} cartes, le paquet le plus probable</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="138"/>
        <source>show carte blanche ({points})</source>
        <translation>montrer carte blanche ({points})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="139"/>
        <source>exchange the seven of trumps for {card}</source>
        <translation>échanger le sept d&apos;atout contre {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="140"/>
        <source>{action}: {worth}</source>
        <translation>{action} : {worth}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="141"/>
        <source>{action} and score it now ({worth})</source>
        <translation>{action} et marquer aussitôt ({worth})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="142"/>
        <source>show the seven of trumps ({points})</source>
        <translation>montrer le sept d&apos;atout ({points})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="143"/>
        <source>{action} to score on a later trick</source>
        <translation>{action}, à marquer sur une prochaine levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="144"/>
        <source>{action}: nothing more to declare</source>
        <translation>{action} : plus rien à annoncer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="145"/>
        <source>{action}: the only choice</source>
        <translation>{action} : le seul choix possible</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="147"/>
        <source>play {card} (any card will do)</source>
        <translation>jouer {card} (n&apos;importe quelle carte fait l&apos;affaire)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="148"/>
        <source>play {card}, the only legal card</source>
        <translation>jouer {card}, la seule carte permise</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="149"/>
        <source>win {lead} cheaply with {card}</source>
        <translation>prendre {lead} à peu de frais avec {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="150"/>
        <source>take the trick with {card} to declare {meld}</source>
        <translation>prendre la levée avec {card} pour annoncer {meld}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="151"/>
        <source>take the trick with {card} to stop declarations late in the stock</source>
        <translation>prendre la levée avec {card} pour empêcher les annonces en fin de talon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="153"/>
        <source>take the trick with {card}</source>
        <translation>prendre la levée avec {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="154"/>
        <source>throw away {card}</source>
        <translation>défausser {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="155"/>
        <source>lead {card} to win the trick and declare {meld}</source>
        <translation>entamer {card} pour prendre la levée et annoncer {meld}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="156"/>
        <source>lead {card}, a spare copy</source>
        <translation>entamer {card}, un exemplaire en trop</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="157"/>
        <source>lead {card}, a card of no use</source>
        <translation>entamer {card}, une carte sans utilité</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="158"/>
        <source>lead {card}</source>
        <translation>entamer {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="160"/>
        <source>win the trick with {card}</source>
        <translation>remporter la levée avec {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="161"/>
        <source>the trick cannot be won: give {card}</source>
        <translation>la levée ne peut pas être prise : donner {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="162"/>
        <source>lead {card} to win the trick</source>
        <translation>entamer {card} pour prendre la levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="163"/>
        <source>lead {card}, your weakest card</source>
        <translation>entamer {card}, votre carte la plus faible</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="164"/>
        <source>play {card}: counting every card, it is the best play ({value} in the last tricks)</source>
        <translation>jouer {card} : toutes les cartes comptées, c&apos;est le meilleur coup ({value} sur les dernières levées)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="167"/>
        <source>{action}: the only legal choice</source>
        <translation>{action} : le seul choix permis</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="168"/>
        <source>{action}: best in {what} ({count} of {total}), {mean} points on average</source>
        <translation>{action} : le meilleur choix d&apos;après les {what} ({count} sur {total}), {mean} points en moyenne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="170"/>
        <source>{action}: {gain} points on average over the rule of thumb in {count} sampled deals</source>
        <translation>{action} : {gain} points en moyenne par rapport à la règle empirique, sur {count} donnes simulées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="173"/>
        <source>{action}: it is worth {worth}</source>
        <translation>{action} : cela rapporte {worth}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="174"/>
        <source>{action}: the seven of trumps scores 10 and brings the turn-up into your hand</source>
        <translation>{action} : le sept d&apos;atout marque 10 et fait entrer la carte retournée dans votre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="176"/>
        <source>{action}: there is nothing more worth declaring</source>
        <translation>{action} : plus rien ne vaut la peine d&apos;être annoncé</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="177"/>
        <source>{action}: the dealer aims at {count} cards and lifts that many most often</source>
        <translation>{action} : le donneur vise {count} cartes et en prélève le plus souvent autant</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="179"/>
        <source>{action}: any card will do here</source>
        <translation>{action} : n&apos;importe quelle carte fait l&apos;affaire ici</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="182"/>
        <source>exchange the seven of trumps for the turn-up</source>
        <translation>échanger le sept d&apos;atout contre la carte retournée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="184"/>
        <source>{reason}; keep {card} for {purpose}</source>
        <translation>{reason} ; garder {card} pour {purpose}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="185"/>
        <source>{reason} (checked in {count} sampled deals)</source>
        <translation>{reason} (vérifié sur {count} donnes simulées)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="188"/>
        <source>a marriage</source>
        <translation>un mariage</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="190"/>
        <source>the seven exchange</source>
        <translation>l&apos;échange du sept</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="191"/>
        <source>showing the seven</source>
        <translation>montrer le sept</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="195"/>
        <source>simulations</source>
        <translation>simulations</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="196"/>
        <source>sampled deals</source>
        <translation>donnes simulées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/reasons.py" line="255"/>
        <location filename="../../bezique_qt/words/reasons.py" line="256"/>
        <source>Hint: {advice}.</source>
        <translation>Indice : {advice}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="32"/>
        <source>those cards do not make that meld from your hand</source>
        <translation>ces cartes de votre main ne forment pas cette combinaison</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="33"/>
        <source>a card which has once scored cannot be used again in a combination of the same kind</source>
        <translation>une carte qui a déjà marqué ne peut plus servir dans une combinaison de la même sorte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="35"/>
        <source>that very combination of cards has already been declared</source>
        <translation>cette combinaison, avec ces mêmes cartes, a déjà été annoncée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="36"/>
        <source>a card declared in a combination cannot afterwards be used in an inferior combination of the same class (a king or queen of a sequence cannot marry)</source>
        <translation>une carte annoncée dans une combinaison ne peut plus servir ensuite dans une combinaison inférieure de la même famille (le roi ou la dame d&apos;une quinte ne peut plus se marier)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="39"/>
        <source>to declare the same combination again at least one new card must be added, or one card of the earlier combination must have been played</source>
        <translation>pour annoncer de nouveau la même combinaison, il faut y ajouter au moins une carte nouvelle, ou qu&apos;une carte de la combinaison précédente ait été jouée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="41"/>
        <source>a new declaration in the same class needs at least one card newly laid from your hand</source>
        <translation>une nouvelle annonce de la même famille demande au moins une carte nouvellement posée de votre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="43"/>
        <source>each declaration of the same class in one turn needs a newly laid card of its own</source>
        <translation>chaque annonce de la même famille faite dans un même tour demande sa propre carte nouvellement posée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="45"/>
        <source>the card taken in exchange for the seven cannot be declared this turn, and exchanging may not be combined with a declaration here</source>
        <translation>la carte prise en échange du sept ne peut pas être annoncée dans ce tour, et l&apos;échange ne se cumule pas ici avec une annonce</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="47"/>
        <source>the card taken in exchange for the seven cannot be declared this turn</source>
        <translation>la carte prise en échange du sept ne peut pas être annoncée dans ce tour</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="49"/>
        <source>exchanging or showing the seven counts as this trick&apos;s declaration</source>
        <translation>échanger ou montrer le sept compte comme l&apos;annonce de cette levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="50"/>
        <source>only one declaration may be scored for each trick won</source>
        <translation>on ne marque qu&apos;une annonce par levée gagnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="51"/>
        <source>that combination has not been declared</source>
        <translation>cette combinaison n&apos;a pas été annoncée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="52"/>
        <source>a declaration needs at least one card of your own hand</source>
        <translation>une annonce demande au moins une carte de votre propre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="53"/>
        <source>a double or higher bezique counts only with all its cards from one player&apos;s hand</source>
        <translation>un double bésigue ou plus ne compte que si toutes ses cartes viennent de la main d&apos;un même joueur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="72"/>
        <source>You cannot declare that: {reason}.</source>
        <translation>Vous ne pouvez pas annoncer cela : {reason}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="73"/>
        <source>You cannot score that: {reason}.</source>
        <translation>Vous ne pouvez pas marquer cela : {reason}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="77"/>
        <source>The deal is over; start the next deal.</source>
        <translation>La donne est terminée ; passez à la donne suivante.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="79"/>
        <source>Before the deal the non-dealer guesses how many cards the dealer lifted ({low} to {high}).</source>
        <translation>Avant la donne, le non-donneur parie sur le nombre de cartes prélevées par le donneur (de {low} à {high}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="83"/>
        <source>The {card} is not in your hand.</source>
        <translation>La carte {card} n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="86"/>
        <source>Carte blanche is shown before you play a card.</source>
        <translation>La carte blanche se montre avant de jouer une carte.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="88"/>
        <source>Carte blanche needs a dealt hand without a king, queen or jack, shown before your first card.</source>
        <translation>La carte blanche demande une main donnée sans roi, dame ni valet, montrée avant votre première carte.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="90"/>
        <source>Only a newly drawn card that is not a court card may be shown for carte blanche.</source>
        <translation>Seule une carte nouvellement tirée qui n&apos;est pas une figure peut être montrée pour la carte blanche.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="94"/>
        <source>A seven of trumps can be shown once, after winning a trick.</source>
        <translation>Un sept d&apos;atout ne se montre qu&apos;une fois, après une levée gagnée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="95"/>
        <source>The seven of trumps can be exchanged once a deal, after winning a trick, while a card lies face down in the stock, and not when a seven was turned up.</source>
        <translation>Le sept d&apos;atout ne s&apos;échange qu&apos;une fois par donne, après une levée gagnée, tant qu&apos;une carte reste face cachée au talon, et pas quand un sept a été retourné.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="99"/>
        <source>You won the trick: declare or finish before playing the next card.</source>
        <translation>Vous avez remporté la levée : annoncez ou terminez avant de jouer la carte suivante.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="100"/>
        <source>In the last tricks you must win the trick if you can.</source>
        <translation>Dans les dernières levées, vous devez prendre la levée si vous le pouvez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="101"/>
        <source>In the last tricks you must follow suit.</source>
        <translation>Dans les dernières levées, vous devez fournir à la couleur demandée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="102"/>
        <source>In the last tricks you must trump when you cannot follow suit.</source>
        <translation>Dans les dernières levées, vous devez couper quand vous ne pouvez pas fournir.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="103"/>
        <source>Declarations are made only by the winner of a trick, before drawing.</source>
        <translation>Seul le gagnant d&apos;une levée annonce, avant de tirer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="105"/>
        <source>You announced a declaration: score one of them before drawing.</source>
        <translation>Vous avez annoncé une combinaison : marquez-en une avant de tirer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/refusals.py" line="106"/>
        <source>Only the winner of a trick may let his partner declare, and only before declaring anything himself.</source>
        <translation>Seul le gagnant d&apos;une levée peut laisser annoncer son partenaire, et seulement avant d&apos;avoir lui-même rien annoncé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="20"/>
        <source>Partners facing each other score together</source>
        <translation>Les partenaires assis face à face marquent ensemble</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="21"/>
        <source>Who declares after a partnership&apos;s trick</source>
        <translation>Qui annonce après une levée d&apos;une équipe</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="22"/>
        <source>A player may build on his partner&apos;s declared cards</source>
        <translation>Un joueur peut compléter les cartes annoncées de son partenaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="24"/>
        <source>Double and higher beziques may take cards from both partners</source>
        <translation>Les doubles bésigues et plus peuvent réunir les cartes des deux partenaires</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="25"/>
        <source>Last tricks with four players</source>
        <translation>Dernières levées à quatre joueurs</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="26"/>
        <source>Packs</source>
        <translation>Jeux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="27"/>
        <source>Cards in each hand</source>
        <translation>Cartes par main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="28"/>
        <source>Cards are dealt</source>
        <translation>Les cartes sont données</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="29"/>
        <source>Trumps are made by</source>
        <translation>L&apos;atout est fixé par</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="30"/>
        <source>The seven of trumps scores</source>
        <translation>Le sept d&apos;atout marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="31"/>
        <source>The seven of trumps is worth</source>
        <translation>Le sept d&apos;atout vaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="32"/>
        <source>When the seven of trumps scores</source>
        <translation>Quand le sept d&apos;atout marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="33"/>
        <source>When the seven of trumps may be exchanged</source>
        <translation>Quand le sept d&apos;atout peut s&apos;échanger</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="35"/>
        <source>Exchanging the seven counts as the trick&apos;s declaration</source>
        <translation>L&apos;échange du sept compte comme l&apos;annonce de la levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="37"/>
        <source>The card taken for the seven may be declared at once</source>
        <translation>La carte prise contre le sept peut être annoncée aussitôt</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="38"/>
        <source>Which queen and jack make bezique</source>
        <translation>Dame et valet qui font le bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="39"/>
        <source>Declarations scored for each trick won</source>
        <translation>Annonces marquées par levée gagnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="41"/>
        <source>Winner of the last stock trick may score everything</source>
        <translation>Le gagnant de la dernière levée du talon peut tout marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="42"/>
        <source>Re-using declared cards</source>
        <translation>Réutiliser les cartes annoncées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="43"/>
        <source>A new declaration needs a card not yet declared</source>
        <translation>Une nouvelle annonce demande une carte pas encore annoncée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="44"/>
        <source>A second double bezique may re-use a pair</source>
        <translation>Un second double bésigue peut reprendre une paire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="45"/>
        <source>Double bezique after a single bezique</source>
        <translation>Double bésigue après un bésigue simple</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="46"/>
        <source>Four of a kind needs one card of each suit</source>
        <translation>Un carré demande une carte de chaque couleur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="47"/>
        <source>A sequence in a plain suit is worth</source>
        <translation>Une quinte hors atout vaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="48"/>
        <source>Four trump cards of a rank score</source>
        <translation>Quatre cartes d&apos;atout de même rang marquent</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="49"/>
        <source>Five trump cards of a rank score</source>
        <translation>Cinq cartes d&apos;atout de même rang marquent</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="50"/>
        <source>Four tens score</source>
        <translation>Les quatre dix marquent</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="51"/>
        <source>Beziques count up to</source>
        <translation>Les bésigues comptent jusqu&apos;au</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="53"/>
        <source>Carte blanche is worth</source>
        <translation>Carte blanche vaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="54"/>
        <source>A marriage is worth</source>
        <translation>Un mariage vaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="55"/>
        <source>A royal marriage is worth</source>
        <translation>Un mariage d&apos;atout vaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="56"/>
        <source>A sequence in trumps is worth</source>
        <translation>Une quinte d&apos;atout vaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="57"/>
        <source>Single, double, triple … bezique are worth</source>
        <translation>Bésigue simple, double, triple… valent</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="58"/>
        <source>Four of a kind are worth</source>
        <translation>Les carrés valent</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="59"/>
        <source>Four trump cards of a rank are worth</source>
        <translation>Quatre cartes d&apos;atout de même rang valent</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="60"/>
        <source>Five trump cards of a rank are worth</source>
        <translation>Cinq cartes d&apos;atout de même rang valent</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="61"/>
        <source>Each brisque is worth</source>
        <translation>Chaque brisque vaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="62"/>
        <source>When aces and tens (brisques) are scored</source>
        <translation>Quand se marquent les as et les dix (brisques)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="63"/>
        <source>The last trick is worth</source>
        <translation>La dernière levée vaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="64"/>
        <source>Which trick earns the last-trick bonus</source>
        <translation>Levée qui rapporte la prime de dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="65"/>
        <source>Last tricks: must win the trick if able</source>
        <translation>Dernières levées : prendre la levée si possible</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="66"/>
        <source>Last tricks: must trump when void</source>
        <translation>Dernières levées : couper faute de la couleur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="67"/>
        <source>Tens rank below jacks in the last tricks</source>
        <translation>Les dix sont sous les valets dans les dernières levées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="68"/>
        <source>Before the last tricks a higher card of another suit wins</source>
        <translation>Avant les dernières levées, une carte plus forte d&apos;une autre couleur gagne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="69"/>
        <source>Points to win the game</source>
        <translation>Points pour gagner la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="70"/>
        <source>How the game ends</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="71"/>
        <source>Who deals next</source>
        <translation>Qui donne ensuite</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="72"/>
        <source>Who deals first</source>
        <translation>Qui donne en premier</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="73"/>
        <source>A tie is broken by</source>
        <translation>L&apos;égalité est départagée par</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="74"/>
        <source>Rubicon below</source>
        <translation>Rubicon au-dessous de</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="75"/>
        <source>Game bonus</source>
        <translation>Prime de partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="76"/>
        <source>Rubicon bonus</source>
        <translation>Prime de rubicon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="77"/>
        <source>Brisque allowance added for a rubicon</source>
        <translation>Forfait de brisques ajouté en cas de rubicon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="78"/>
        <source>Rounding</source>
        <translation>Arrondi</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="79"/>
        <source>The winner is decided by</source>
        <translation>Le gagnant est désigné par</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="80"/>
        <source>Non-dealer guesses the size of the dealer&apos;s packet</source>
        <translation>Le non-donneur parie sur la taille du paquet du donneur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="84"/>
        <source>Three, two and three at a time</source>
        <translation>Par trois, deux et trois</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="85"/>
        <source>One at a time</source>
        <translation>Une à une</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="85"/>
        <source>Three at a time</source>
        <translation>Par trois</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="86"/>
        <source>The turn-up card</source>
        <translation>La carte retournée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="88"/>
        <source>The first marriage or sequence</source>
        <translation>Le premier mariage ou la première quinte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="89"/>
        <source>When played or exchanged</source>
        <translation>Quand il est joué ou échangé</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="90"/>
        <source>When it wins a trick</source>
        <translation>Quand il remporte une levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="91"/>
        <source>When shown after winning a trick</source>
        <translation>Quand il est montré après une levée gagnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="93"/>
        <source>After winning a trick, before drawing</source>
        <translation>Après une levée gagnée, avant de tirer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="94"/>
        <source>At any time on lead</source>
        <translation>À tout moment, quand on a la main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="95"/>
        <source>Always Q♠ and J♦</source>
        <translation>Toujours Q♠ et J♦</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="96"/>
        <source>Q♠ J♦; Q♣ J♥ when ♠ or ♦ are trumps</source>
        <translation>Q♠ J♦ ; Q♣ J♥ quand l&apos;atout est ♠ ou ♦</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="99"/>
        <source>Queen of trumps, jack of the suit of the other colour</source>
        <translation>Dame d&apos;atout, valet de la couleur appariée (♠/♦, ♣/♥)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="100"/>
        <source>Classic rules</source>
        <translation>Règles classiques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="101"/>
        <source>Portland Club laws (strict)</source>
        <translation>Lois du Portland Club (strictes)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="102"/>
        <source>A different set of cards each time</source>
        <translation>Un ensemble de cartes différent à chaque fois</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="103"/>
        <source>Scores in full</source>
        <translation>Marque en entier</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="104"/>
        <source>Tops the score up to 500</source>
        <translation>Complète la marque jusqu&apos;à 500</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="105"/>
        <source>Not played</source>
        <translation>Pas jouée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="106"/>
        <source>Aces and tens count as court cards</source>
        <translation>Les as et les dix comptent comme des figures</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="107"/>
        <source>As in Rubicon</source>
        <translation>Comme au rubicon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="108"/>
        <source>As in six-pack</source>
        <translation>Comme à six jeux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="109"/>
        <source>At the end of the deal</source>
        <translation>À la fin de la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="110"/>
        <source>As they are won</source>
        <translation>Dès qu&apos;elles sont gagnées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="112"/>
        <source>Only to break a tie or save a rubicon</source>
        <translation>Seulement pour départager ou sauver un rubicon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="113"/>
        <source>Never</source>
        <translation>Jamais</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="115"/>
        <source>The last trick of the deal</source>
        <translation>La dernière levée de la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="116"/>
        <source>The last trick before the stock is empty</source>
        <translation>La dernière levée avant l&apos;épuisement du talon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="117"/>
        <source>First to reach the target, even during a deal</source>
        <translation>Le premier à atteindre l&apos;objectif, même en cours de donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="119"/>
        <source>Higher score at the end of the deal that reaches it</source>
        <translation>Le plus haut score à la fin de la donne qui l&apos;atteint</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="120"/>
        <source>Each deal is a game</source>
        <translation>Chaque donne est une partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="121"/>
        <source>The players in turn</source>
        <translation>Les joueurs à tour de rôle</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="122"/>
        <source>The winner of the last trick</source>
        <translation>Le gagnant de la dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="123"/>
        <source>Each player in turn, to the left</source>
        <translation>Chaque joueur à son tour, vers la gauche</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="124"/>
        <source>Cut the cards: the higher card deals</source>
        <translation>On coupe : la plus forte carte donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="125"/>
        <source>Chance</source>
        <translation>Le hasard</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="126"/>
        <source>Each score down to hundreds</source>
        <translation>Chaque score à la centaine inférieure</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="127"/>
        <source>The difference down to hundreds</source>
        <translation>La différence à la centaine inférieure</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="129"/>
        <source>Points, then brisques on a tie</source>
        <translation>Les points, puis les brisques en cas d&apos;égalité</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="130"/>
        <source>Points with brisques</source>
        <translation>Les points avec les brisques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="132"/>
        <source>The last deal&apos;s brisques, then the last trick</source>
        <translation>Les brisques de la dernière donne, puis la dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="134"/>
        <source>The winner, or his partner if the winner lets him</source>
        <translation>Le gagnant, ou son partenaire si le gagnant le lui laisse</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="135"/>
        <source>The winner only</source>
        <translation>Le gagnant seulement</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="136"/>
        <source>The winner, then his partner, each separately</source>
        <translation>Le gagnant, puis son partenaire, chacun séparément</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="138"/>
        <source>Each must beat the highest card so far, even a partner&apos;s</source>
        <translation>Chacun doit battre la plus haute carte jouée, même celle de son partenaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="139"/>
        <source>Two against two in turn: the last trick&apos;s winner and his left-hand adversary, then the other two</source>
        <translation>Deux contre deux à tour de rôle : le gagnant de la dernière levée et son adversaire de gauche, puis les deux autres</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="145"/>
        <source>No limit</source>
        <translation>Sans limite</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="146"/>
        <source>Not scored</source>
        <translation>Ne marquent pas</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="147"/>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="180"/>
        <source>No</source>
        <translation>Non</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="182"/>
        <source>None: each deal is a game</source>
        <translation>Aucun : chaque donne est une partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/rules.py" line="202"/>
        <source>{switch}: {value}</source>
        <translation>{switch} : {value}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="33"/>
        <source>seven turned up {card}</source>
        <translation>sept retourné {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="34"/>
        <source>seven of trumps played {card}</source>
        <translation>sept d&apos;atout joué {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="35"/>
        <source>seven of trumps {card}</source>
        <translation>sept d&apos;atout {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="36"/>
        <source>seven of trumps exchanged {card}</source>
        <translation>sept d&apos;atout échangé {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="37"/>
        <source>seven of trumps shown {card}</source>
        <translation>sept d&apos;atout montré {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="38"/>
        <source>carte blanche</source>
        <translation>carte blanche</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="39"/>
        <source>carte blanche again {card}</source>
        <translation>nouvelle carte blanche {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="40"/>
        <source>{count} brisques won</source>
        <translation>{count} brisques gagnées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="41"/>
        <source>{count} brisques</source>
        <translation>{count} brisques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="42"/>
        <source>last trick</source>
        <translation>dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="43"/>
        <source>last stock trick</source>
        <translation>dernière levée du talon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="45"/>
        <source>guessed the dealer&apos;s {count} cards</source>
        <translation>paquet du donneur deviné ({count} cartes)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="46"/>
        <source>lifted exactly {count} cards</source>
        <translation>exactement {count} cartes prélevées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="49"/>
        <source>1 brisque won</source>
        <translation>1 brisque gagnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="49"/>
        <source>1 brisque</source>
        <translation>1 brisque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="87"/>
        <source>{first}: {first_points}, {first_brisques} in brisques; {second}: {second_points}, {second_brisques} in brisques</source>
        <translation>{first} : {first_points}, {first_brisques} en brisques ; {second} : {second_points}, {second_brisques} en brisques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="89"/>
        <source>{player} played with more than nine cards (Law 17)</source>
        <translation>{player} a joué avec plus de neuf cartes (loi 17)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="90"/>
        <source>Equal with brisques: the game is drawn (Law 61)</source>
        <translation>Égalité avec les brisques : la partie est nulle (loi 61)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="91"/>
        <source>Equal points and equal brisques: the game is drawn (Law 61)</source>
        <translation>Points égaux et brisques égales : la partie est nulle (loi 61)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="92"/>
        <source>Equal points: brisques decide for {player} (Law 61)</source>
        <translation>Points égaux : les brisques donnent la partie à {player} (loi 61)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="93"/>
        <source>{player} saves the rubicon with brisques (Law 60)</source>
        <translation>{player} échappe au rubicon grâce aux brisques (loi 60)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="94"/>
        <source>Difference {winner_points} - {loser_points} = {difference}, counted as {counted}</source>
        <translation>Différence {winner_points} - {loser_points} = {difference}, comptée {counted}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="96"/>
        <source>{winner} {winner_points} counts {winner_counts}; {loser} {loser_points} counts {loser_counts}; difference {difference}</source>
        <translation>{winner} : {winner_points} compte pour {winner_counts} ; {loser} : {loser_points} compte pour {loser_counts} ; différence {difference}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="99"/>
        <source>The difference counts at least 100 (Law 57)</source>
        <translation>La différence compte au moins 100 (loi 57)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="100"/>
        <source>{difference} + {bonus} for the game = {total} to {player}</source>
        <translation>{difference} + {bonus} pour la partie = {total} à {player}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="101"/>
        <source>{player} is rubiconed: {points} is under {threshold} (Law 58)</source>
        <translation>{player} est rubiconé : {points} est au-dessous de {threshold} (loi 58)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="102"/>
        <source>{winner_points} + {loser}&apos;s {added} counts {counted}</source>
        <translation>{winner_points} + les {added} du perdant ({loser}) comptent pour {counted}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="103"/>
        <source>{winner} {winner_points} counts {winner_counts}; {loser}&apos;s points added: {added}</source>
        <translation>{winner} : {winner_points} compte pour {winner_counts} ; points du perdant ({loser}) ajoutés : {added}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="105"/>
        <source>{base} + {bonus} for the game = {total} to {player}</source>
        <translation>{base} + {bonus} pour la partie = {total} à {player}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="107"/>
        <source>{player} is rubiconed: {points} + {brisques} in brisques is under {threshold} (Law 58)</source>
        <translation>{player} est rubiconé : {points} + {brisques} en brisques est au-dessous de {threshold} (loi 58)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="109"/>
        <source>{base} + {bonus} for the game + {allowance} for brisques = {total} to {player}</source>
        <translation>{base} + {bonus} pour la partie + {allowance} pour les brisques = {total} à {player}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="113"/>
        <source>You played with more than nine cards (Law 17)</source>
        <translation>Vous avez joué avec plus de neuf cartes (loi 17)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="114"/>
        <source>You save the rubicon with brisques (Law 60)</source>
        <translation>Vous échappez au rubicon grâce aux brisques (loi 60)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="115"/>
        <source>You are rubiconed: {points} is under {threshold} (Law 58)</source>
        <translation>Vous êtes rubiconé : {points} est au-dessous de {threshold} (loi 58)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="116"/>
        <source>You are rubiconed: {points} + {brisques} in brisques is under {threshold} (Law 58)</source>
        <translation>Vous êtes rubiconé : {points} + {brisques} en brisques est au-dessous de {threshold} (loi 58)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="118"/>
        <source>Equal points: brisques decide for you (Law 61)</source>
        <translation>Points égaux : les brisques vous donnent la partie (loi 61)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="119"/>
        <source>{difference} + {bonus} for the game = {total} to you</source>
        <translation>{difference} + {bonus} pour la partie = {total} à vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="120"/>
        <source>{base} + {bonus} for the game = {total} to you</source>
        <translation>{base} + {bonus} pour la partie = {total} à vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="121"/>
        <source>{base} + {bonus} for the game + {allowance} for brisques = {total} to you</source>
        <translation>{base} + {bonus} pour la partie + {allowance} pour les brisques = {total} à vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="126"/>
        <source>{winner_points} + your {added} counts {counted}</source>
        <translation>{winner_points} + vos {added} comptent pour {counted}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="127"/>
        <source>{winner} {winner_points} counts {winner_counts}; your points added: {added}</source>
        <translation>{winner} : {winner_points} compte pour {winner_counts} ; vos points ajoutés : {added}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="131"/>
        <source>{first}: {first_points}; {second}: {second_points}</source>
        <translation>{first} : {first_points} ; {second} : {second_points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="132"/>
        <source> (at least 100, Law 59)</source>
        <translation> (au moins 100, loi 59)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/scores.py" line="133"/>
        <source> (at most 900, Law 17)</source>
        <translation> (au plus 900, loi 17)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/sides.py" line="36"/>
        <source>with {partner}, against {first} and {second}</source>
        <translation>avec {partner}, contre {first} et {second}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="33"/>
        <source>You won by {points}</source>
        <translation>Vous avez gagné de {points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="33"/>
        <source>{name} won by {points}</source>
        <translation>{name} a gagné de {points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="35"/>
        <source>You lost by {points}</source>
        <translation>Vous avez perdu de {points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="35"/>
        <source>{name} lost by {points}</source>
        <translation>{name} a perdu de {points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="37"/>
        <source>You drew</source>
        <translation>Vous avez fait égalité</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="37"/>
        <source>{name} drew</source>
        <translation>{name} a fait égalité</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="43"/>
        <source>your play cost nothing</source>
        <translation>votre jeu n&apos;a rien coûté</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="43"/>
        <source>{name}&apos;s play cost nothing</source>
        <translation>le jeu joué par {name} n&apos;a rien coûté</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="45"/>
        <source>your play cost {points}</source>
        <translation>votre jeu a coûté {points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="45"/>
        <source>{name}&apos;s play cost {points}</source>
        <translation>le jeu joué par {name} a coûté {points}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="61"/>
        <source>the cards were even</source>
        <translation>les cartes étaient égales</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="64"/>
        <source>the cards were worth {points} to you</source>
        <translation>les cartes valaient {points} pour vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="65"/>
        <source>the cards were worth {points} to {name}</source>
        <translation>les cartes valaient {points} pour {name}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="74"/>
        <source>{result}: {cards}, {play}, {other_play}.</source>
        <translation>{result} : {cards}, {play}, {other_play}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="82"/>
        <source>{name}: {result:+d} against the others&apos; average — the cards {luck:+d}, the play {skill:+d} (own play cost {cost})</source>
        <translation>{name} : {result:+d} par rapport à la moyenne des autres — les cartes {luck:+d}, le jeu {skill:+d} (son jeu a coûté {cost})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="102"/>
        <source>Deal {deal}. {split}</source>
        <translation>Donne {deal}. {split}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="109"/>
        <source>No deal of this game is finished, so none can be split between the cards and the play.</source>
        <translation>Aucune donne de cette partie n&apos;est terminée : aucune ne peut être partagée entre les cartes et le jeu.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="113"/>
        <source>Over the game&apos;s one finished deal. {split}</source>
        <translation>Sur l&apos;unique donne terminée de la partie. {split}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="114"/>
        <source>Over the game&apos;s {count} finished deals. {split}</source>
        <translation>Sur les {count} donnes terminées de la partie. {split}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../bezique_qt/words/split.py" line="121"/>
        <source>{measured} deals of {deals} measured</source>
        <translation>
            <numerusform>{measured} donne sur {deals} mesurée</numerusform>
            <numerusform>{measured} donnes sur {deals} mesurées</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="131"/>
        <source>Over the game: no deal was weighed between the cards and the play ({measured}).</source>
        <translation>Sur la partie : aucune donne n&apos;a été pesée entre les cartes et le jeu ({measured}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="135"/>
        <source>Over the game ({measured}):
{split}</source>
        <translation>Sur la partie ({measured}) :
{split}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/split.py" line="140"/>
        <source>Over the game: {cards}, {play}, {other_play} ({measured}).</source>
        <translation>Sur la partie : {cards}, {play}, {other_play} ({measured}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="26"/>
        <source>The computer never sees your hidden cards or the stock: it plays only from what it has seen, as you do. Before each deal the table shows a commitment, a fingerprint of the deal&apos;s seed; the seed is shown once the deal is over. So the cards cannot be arranged after the fact, and anyone can check it with Game &gt; Verify a game… or bezique-qt verify.</source>
        <translation>L&apos;ordinateur ne voit jamais vos cartes cachées ni le talon : il ne joue que d&apos;après ce qu&apos;il a vu, comme vous. Avant chaque donne, la table montre un engagement, une empreinte de la graine de la donne ; la graine est montrée une fois la donne finie. Les cartes ne peuvent donc pas être arrangées après coup, et chacun peut le vérifier avec Partie &gt; Vérifier une partie… ou bezique-qt verify.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="37"/>
        <source>Deal {deal} seed: {seed}</source>
        <translation>Donne {deal}, graine : {seed}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="40"/>
        <source>Deal {deal} sealed: {commitment}…</source>
        <translation>Donne {deal} scellée : {commitment}…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="49"/>
        <location filename="../../bezique_qt/words/verify.py" line="57"/>
        <source>Commitment (SHA-256): {commitment}</source>
        <translation>Engagement (SHA-256) : {commitment}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="50"/>
        <source>Seed: {seed}</source>
        <translation>Graine : {seed}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="51"/>
        <source>Salt: {salt}</source>
        <translation>Sel : {salt}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="52"/>
        <source>The seed and salt give the commitment shown before the deal: the cards were fixed before the first card was played.</source>
        <translation>La graine et le sel donnent l&apos;engagement montré avant la donne : les cartes étaient fixées avant que la première carte soit jouée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="58"/>
        <source>The deal&apos;s seed stays hidden until the deal is over; then it is shown, and anyone can check that it gives this commitment and deals these cards.</source>
        <translation>La graine de la donne reste cachée jusqu&apos;à la fin de la donne ; elle est alors montrée, et chacun peut vérifier qu&apos;elle donne cet engagement et distribue ces cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="65"/>
        <source>Every deal of this game ({deals}) was fixed before its first card was played: each seed gives the commitment shown before its deal, and deals the cards that were played.</source>
        <translation>Chaque donne de cette partie ({deals}) était fixée avant que sa première carte soit jouée : chaque graine donne l&apos;engagement montré avant sa donne, et distribue les cartes qui ont été jouées.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="69"/>
        <source>This game carries no commitments, so it cannot be checked: it was recorded by an earlier version of Bezique, or dealt from card orders given to it. It replays ({deals} deals).</source>
        <translation>Cette partie ne porte aucun engagement, elle ne peut donc pas être vérifiée : elle a été enregistrée par une version antérieure de Bésigue, ou distribuée selon des ordres de cartes fournis. Elle se rejoue ({deals} donnes).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="74"/>
        <source>Deal {deal} was changed: its seed and salt do not give the commitment shown before it.</source>
        <translation>La donne {deal} a été modifiée : sa graine et son sel ne donnent pas l&apos;engagement montré avant elle.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="76"/>
        <source>Deal {deal} carries no commitment, though the game&apos;s other deals do: it may have been changed.</source>
        <translation>La donne {deal} ne porte aucun engagement, alors que les autres donnes de la partie en portent : elle a pu être modifiée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="78"/>
        <source>Deal {deal} was changed: it was played with other cards than its seed deals.</source>
        <translation>La donne {deal} a été modifiée : elle a été jouée avec d&apos;autres cartes que celles que distribue sa graine.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="80"/>
        <source>Deal {deal} was changed: its play does not follow from the cards its seed deals ({detail}).</source>
        <translation>La donne {deal} a été modifiée : son jeu ne découle pas des cartes que distribue sa graine ({detail}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="82"/>
        <source>Deal {deal} has a commitment but was never played: the record was changed.</source>
        <translation>La donne {deal} a un engagement mais n&apos;a jamais été jouée : l&apos;enregistrement a été modifié.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/words/verify.py" line="84"/>
        <source>Deal {deal} does not check.</source>
        <translation>La donne {deal} ne se vérifie pas.</translation>
    </message>
</context>
</TS>
