<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>bezique_qt</name>
    <message>
        <location filename="../../bezique_qt/ui/controller.py" line="280"/>
        <source>Start a game first.</source>
        <translation>Commencez d&apos;abord une partie.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/controller.py" line="282"/>
        <source>The computer is playing both hands.</source>
        <translation>L&apos;ordinateur joue les deux mains.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/controller.py" line="284"/>
        <source>The game is over: start a new game.</source>
        <translation>La partie est finie : commencez-en une nouvelle.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/controller.py" line="286"/>
        <source>The deal is over: start the next deal.</source>
        <translation>La donne est finie : passez à la donne suivante.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/controller.py" line="288"/>
        <source>Wait for your turn: you are to play.</source>
        <translation>Attendez votre tour : c&apos;est à vous de jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/controller.py" line="289"/>
        <source>Wait for your turn: {name} is to play.</source>
        <translation>Attendez votre tour : c&apos;est à {name} de jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="53"/>
        <location filename="../../bezique_qt/ui/dialogs.py" line="457"/>
        <source>Declarations</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="57"/>
        <location filename="../../bezique_qt/ui/dialogs.py" line="458"/>
        <source>Seven of trumps</source>
        <translation>Sept d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="59"/>
        <source>Tricks</source>
        <translation>Levées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="61"/>
        <source>Deals and scoring</source>
        <translation>Donnes et marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="121"/>
        <location filename="../../bezique_qt/ui/session.py" line="522"/>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="144"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="146"/>
        <location filename="../../bezique_qt/ui/history_window.py" line="51"/>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="113"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="159"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="188"/>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="148"/>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="108"/>
        <source>Your name</source>
        <translation>Votre nom</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="150"/>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="111"/>
        <source>House rules</source>
        <translation>Règles maison</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="170"/>
        <source>Reset to the rules&apos; own</source>
        <translation>Revenir aux règles d&apos;origine</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="171"/>
        <source>Every house rule and the target as the chosen rules have them</source>
        <translation>Chaque règle maison et l&apos;objectif tels que les prévoient les règles choisies</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="183"/>
        <source>Deal</source>
        <comment>the button that starts the game</comment>
        <translation>Distribuer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="271"/>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="281"/>
        <source>one deal</source>
        <translation>une donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="287"/>
        <source>As the rules have them.</source>
        <translation>Conformes aux règles.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="288"/>
        <source>1 house rule changed.</source>
        <translation>1 règle maison modifiée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="289"/>
        <source>{count} house rules changed.</source>
        <translation>{count} règles maison modifiées.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="339"/>
        <location filename="../../bezique_qt/ui/dialogs.py" line="461"/>
        <source>Last trick</source>
        <translation>Dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="344"/>
        <location filename="../../bezique_qt/ui/dialogs.py" line="401"/>
        <source>No trick has been played yet in this deal.</source>
        <translation>Aucune levée n&apos;a encore été jouée dans cette donne.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="351"/>
        <source>Trick {number}: {leader} led {led}, {follower} played {played}. {winner} won it.</source>
        <translation>Levée {number} : entame {led} ({leader}), puis {played} ({follower}). Remportée par {winner}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="364"/>
        <location filename="../../bezique_qt/ui/dialogs.py" line="411"/>
        <source>Trick</source>
        <translation>Levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="364"/>
        <location filename="../../bezique_qt/ui/dialogs.py" line="411"/>
        <source>Led by</source>
        <translation>Entame</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="364"/>
        <location filename="../../bezique_qt/ui/dialogs.py" line="411"/>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="364"/>
        <location filename="../../bezique_qt/ui/dialogs.py" line="412"/>
        <source>Won by</source>
        <translation>Remportée par</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="386"/>
        <source>Tricks of this deal</source>
        <translation>Levées de cette donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="394"/>
        <source>Deal {deal}: 1 trick played. {me} won {mine}, {opponent} {theirs}.</source>
        <translation>Donne {deal} : 1 levée jouée. {me} : {mine}, {opponent} : {theirs}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="396"/>
        <source>Deal {deal}: {count} tricks played. {me} won {mine}, {opponent} {theirs}.</source>
        <translation>Donne {deal} : {count} levées jouées. {me} : {mine}, {opponent} : {theirs}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="420"/>
        <source>The last tricks (the stock is empty)</source>
        <translation>Les dernières levées (le talon est épuisé)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="424"/>
        <source>Trick {number}: {leader} led {led}, {follower} played {played}; {winner} won.</source>
        <translation>Levée {number} : entame {led} ({leader}), puis {played} ({follower}) ; remportée par {winner}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="456"/>
        <source>The dealer&apos;s packet</source>
        <translation>Le paquet du donneur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="459"/>
        <source>Carte blanche</source>
        <translation>Carte blanche</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="460"/>
        <location filename="../../bezique_qt/ui/table.py" line="1294"/>
        <source>Brisques</source>
        <translation>Brisques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="485"/>
        <source>{count} cards</source>
        <translation>{count} cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="504"/>
        <source>Deal total</source>
        <translation>Total de la donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="509"/>
        <source>Game points of this deal</source>
        <translation>Points de partie de cette donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="513"/>
        <source>Game score</source>
        <translation>Score de la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="520"/>
        <source>The game computed</source>
        <translation>Le décompte de la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="550"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="551"/>
        <location filename="../../bezique_qt/ui/history_window.py" line="84"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="275"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="551"/>
        <source>Next deal</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="567"/>
        <source>Version {version}. Play two-handed Bezique — Classic, Rubicon, Six-pack and Eight-pack — against the computer.</source>
        <translation>Version {version}. Jouez au bésigue à deux — classique, rubicon, à six jeux et à huit jeux — contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="569"/>
        <source>&lt;b&gt;The computer plays fair.&lt;/b&gt; It never sees your cards or the order of the stock: it knows only what you could know in its seat — its own hand, the cards on the table, the tricks played and the scores. Every deal is an honest shuffle.</source>
        <translation>&lt;b&gt;L&apos;ordinateur joue franc jeu.&lt;/b&gt; Il ne voit jamais vos cartes ni l&apos;ordre du talon : il ne sait que ce que vous pourriez savoir à sa place — sa propre main, les cartes posées sur la table, les levées jouées et les scores. Chaque donne est battue honnêtement.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="572"/>
        <source>Card design by Adrian Kennard (CC0, public domain). Interface font: DejaVu Sans.</source>
        <translation>Cartes dessinées par Adrian Kennard (CC0, domaine public). Police de l&apos;interface : DejaVu Sans.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="573"/>
        <source>Keys: ←/→ choose a card, Enter plays it, D goes to the declarations, H asks for a hint, L shows the last trick, R every trick of the deal, Ctrl+Z takes back your last action. Drag a card within your hand to move it.</source>
        <translation>Touches : ←/→ choisissent une carte, Entrée la joue, D va aux annonces, H demande un indice, L montre la dernière levée, R toutes les levées de la donne, Ctrl+Z annule votre dernier coup. Faites glisser une carte dans votre main pour la déplacer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="577"/>
        <location filename="../../bezique_qt/ui/window.py" line="66"/>
        <source>Bezique</source>
        <translation>Bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/dialogs.py" line="583"/>
        <source>About Bezique</source>
        <translation>À propos de Bésigue</translation>
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
        <location filename="../../bezique_qt/ui/errors.py" line="86"/>
        <source>Something went wrong</source>
        <translation>Un problème est survenu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="88"/>
        <source>Bezique ran into an unexpected problem and could not finish what it was doing.</source>
        <translation>Bésigue a rencontré un problème inattendu et n&apos;a pas pu terminer ce qu&apos;il faisait.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="91"/>
        <source>Your game is saved after every move, so it can go on. To help fix this, save a bug report (the game so far and the program&apos;s log) and send it to the authors.</source>
        <translation>Votre partie est enregistrée après chaque coup : elle peut continuer. Pour aider à corriger ce problème, enregistrez un rapport d&apos;anomalie (la partie jusqu&apos;ici et le journal du programme) et envoyez-le aux auteurs.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/errors.py" line="95"/>
        <source>Save a bug report…</source>
        <translation>Enregistrer un rapport d&apos;anomalie…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="39"/>
        <source>Won</source>
        <comment>a game&apos;s result</comment>
        <translation>Gagnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="39"/>
        <source>Lost</source>
        <comment>a game&apos;s result</comment>
        <translation>Perdue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="40"/>
        <source>Drawn</source>
        <comment>a game&apos;s result</comment>
        <translation>Nulle</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="51"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="170"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="189"/>
        <source>Finished</source>
        <translation>Terminée le</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="51"/>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="109"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="159"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="170"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="188"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="51"/>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="52"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="52"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="160"/>
        <source>Deals</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="52"/>
        <source>Counted</source>
        <translation>Comptée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="62"/>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="79"/>
        <source>Score sheet…</source>
        <translation>Feuille de marque…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="80"/>
        <source>Review the game&apos;s deals on its score sheet</source>
        <translation>Revoir les donnes de la partie sur sa feuille de marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="82"/>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="151"/>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="104"/>
        <source>No finished games yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="105"/>
        <source>Double-click a game to see its score sheet. Practice games (undo or hints used) are not counted in your record.</source>
        <translation>Double-cliquez sur une partie pour voir sa feuille de marque. Les parties d&apos;entraînement (coup annulé ou indice demandé) ne comptent pas dans votre palmarès.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="113"/>
        <source>Practice</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="113"/>
        <source>Yes</source>
        <translation>Oui</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="141"/>
        <location filename="../../bezique_qt/ui/session.py" line="360"/>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/history_window.py" line="142"/>
        <source>The record of this game is damaged, so its score sheet cannot be made ({reason}).</source>
        <translation>L&apos;enregistrement de cette partie est endommagé : sa feuille de marque ne peut pas être établie ({reason}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="62"/>
        <location filename="../../bezique_qt/ui/i18n.py" line="68"/>
        <location filename="../../bezique_qt/ui/spoken.py" line="91"/>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="75"/>
        <source>Novice</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="75"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="75"/>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="76"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="76"/>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="87"/>
        <source>marriage</source>
        <translation>mariage</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="87"/>
        <source>royal marriage</source>
        <translation>mariage d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="88"/>
        <source>sequence</source>
        <translation>quinte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="88"/>
        <source>back-door sequence</source>
        <translation>quinte hors atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="89"/>
        <source>bezique</source>
        <translation>bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="89"/>
        <source>double bezique</source>
        <translation>double bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="90"/>
        <source>triple bezique</source>
        <translation>triple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="90"/>
        <source>quadruple bezique</source>
        <translation>quadruple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="91"/>
        <source>quintuple bezique</source>
        <translation>quintuple bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="91"/>
        <source>last trick</source>
        <translation>dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="92"/>
        <source>last stock trick</source>
        <translation>dernière levée du talon</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="94"/>
        <source>aces</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="94"/>
        <source>kings</source>
        <translation>rois</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="94"/>
        <source>queens</source>
        <translation>dames</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="95"/>
        <source>jacks</source>
        <translation>valets</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="95"/>
        <source>tens</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="97"/>
        <source>four {cards}</source>
        <translation>quatre {cards}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="98"/>
        <source>four trump {cards}</source>
        <translation>quatre {cards} d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/i18n.py" line="99"/>
        <source>five trump {cards}</source>
        <translation>cinq {cards} d&apos;atout</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/items.py" line="413"/>
        <source>More choices ({page} of {pages})</source>
        <translation>Autres choix ({page} sur {pages})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/items.py" line="691"/>
        <source>Guess {count} cards</source>
        <translation>Parier sur {count} cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/items.py" line="774"/>
        <source>The cut for the first deal</source>
        <translation>La coupe pour la première donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/messages.py" line="39"/>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/messages.py" line="58"/>
        <source>Dismiss</source>
        <translation>Masquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/messages.py" line="60"/>
        <source>Hide these messages</source>
        <translation>Masquer ces messages</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="72"/>
        <source>No finished games to show yet.</source>
        <translation>Aucune partie terminée à afficher pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="77"/>
        <source>One game: you scored {points} and {result} it.</source>
        <translation>Une partie : vous avez marqué {points} ({result}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="78"/>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="78"/>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="79"/>
        <source>drew</source>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="80"/>
        <source>Last {count} games: you won {won}; best {best}; average {average}.</source>
        <translation>{count} dernières parties : vous en avez gagné {won} ; meilleur score {best} ; moyenne {average}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="92"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="202"/>
        <source>Your points, game by game</source>
        <translation>Vos points, partie par partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="184"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="170"/>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="199"/>
        <source>Games, from the oldest (1) to the latest ({count})</source>
        <translation>Parties, de la plus ancienne (1) à la plus récente ({count})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="229"/>
        <source>your points (filled: won)</source>
        <translation>vos points (plein : gagnée)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/points_chart.py" line="229"/>
        <source>your opponent&apos;s</source>
        <translation>ceux de l&apos;adversaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="49"/>
        <location filename="../../bezique_qt/ui/table.py" line="121"/>
        <source>No animation</source>
        <translation>Sans animation</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="49"/>
        <location filename="../../bezique_qt/ui/table.py" line="121"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="50"/>
        <location filename="../../bezique_qt/ui/table.py" line="120"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="50"/>
        <location filename="../../bezique_qt/ui/table.py" line="120"/>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="51"/>
        <location filename="../../bezique_qt/ui/window.py" line="220"/>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="51"/>
        <location filename="../../bezique_qt/ui/window.py" line="220"/>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="53"/>
        <source>The system&apos;s language</source>
        <translation>La langue du système</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="80"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="100"/>
        <source>The house rules chosen in the New Game dialog are kept here for the next game.</source>
        <translation>Les règles maison choisies dans la fenêtre Nouvelle partie sont gardées ici pour la prochaine partie.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="102"/>
        <source>Use the variant&apos;s own rules</source>
        <translation>Reprendre les règles de la variante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="110"/>
        <source>Play to</source>
        <translation>Jouer en</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="114"/>
        <source>New games</source>
        <translation>Nouvelles parties</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="120"/>
        <source>Clear a finished trick by itself</source>
        <translation>Ramasser automatiquement une levée terminée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="127"/>
        <source>Choose the colour of the table</source>
        <translation>Choisir la couleur du tapis</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="129"/>
        <source>Default</source>
        <translation>Par défaut</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="135"/>
        <source>Four-colour deck: clubs green, diamonds blue</source>
        <translation>Jeu à quatre couleurs : trèfles en vert, carreaux en bleu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="138"/>
        <source>Large print: bigger card indices, scores and texts</source>
        <translation>Grands caractères : index des cartes, scores et textes plus grands</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="142"/>
        <source>Play sounds</source>
        <translation>Jouer les sons</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="146"/>
        <source>Animation</source>
        <translation>Animation</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="148"/>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="149"/>
        <source>Card backs</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="152"/>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="308"/>
        <source>Table colour</source>
        <translation>Couleur du tapis</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="154"/>
        <source>The table</source>
        <translation>La table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="159"/>
        <source>A new language is used from the next time Bezique starts. The program plays no sounds yet; the sound choice is kept for when it does.</source>
        <translation>Une nouvelle langue s&apos;applique au prochain démarrage de Bésigue. Le programme ne joue encore aucun son ; ce choix est gardé pour quand il le fera.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="165"/>
        <source>Reset the window&apos;s size and panels</source>
        <translation>Rétablir la taille de la fenêtre et les panneaux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="167"/>
        <source>The window opens at its usual size next time, with no side panel open</source>
        <translation>La fenêtre s&apos;ouvrira à sa taille habituelle la prochaine fois, sans panneau latéral</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="172"/>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="175"/>
        <source>The program</source>
        <translation>Le programme</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/preferences_dialog.py" line="291"/>
        <source>None: the variant&apos;s own rules</source>
        <translation>Aucune : les règles de la variante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/rules_window.py" line="20"/>
        <location filename="../../bezique_qt/ui/rules_window.py" line="38"/>
        <source>Rules — {variant}</source>
        <translation>Règles — {variant}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="79"/>
        <source>Bezique game</source>
        <translation>Partie de bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="162"/>
        <source>{error} They are used until you quit.</source>
        <translation>{error} Elles restent en vigueur jusqu&apos;à ce que vous quittiez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="213"/>
        <source>{error} You can play on, but the game is not being saved as you play; use Save… to keep it.</source>
        <translation>{error} Vous pouvez continuer, mais la partie n&apos;est plus enregistrée au fil du jeu ; utilisez Enregistrer… pour la garder.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="219"/>
        <source>The game is being saved as you play again.</source>
        <translation>La partie est de nouveau enregistrée au fil du jeu.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="232"/>
        <source>{error} The game is kept and will be counted the next time Bezique starts.</source>
        <translation>{error} La partie est gardée et sera comptée au prochain démarrage de Bésigue.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="321"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="322"/>
        <location filename="../../bezique_qt/ui/session.py" line="590"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="324"/>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="326"/>
        <source>Save this game in a file</source>
        <translation>Enregistrer cette partie dans un fichier</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="327"/>
        <source>Scor&amp;e sheet</source>
        <translation>Feuille de &amp;marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="328"/>
        <source>Show or hide the score sheet</source>
        <translation>Afficher ou masquer la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="330"/>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="331"/>
        <source>Your games won and lost, streaks, best deals</source>
        <translation>Vos parties gagnées et perdues, vos séries, vos meilleures donnes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="333"/>
        <source>&amp;Finished games…</source>
        <translation>&amp;Historique des parties…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="334"/>
        <source>Review the games you have finished</source>
        <translation>Revoir les parties que vous avez terminées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="336"/>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="338"/>
        <source>Your name, the default game, the table&apos;s look</source>
        <translation>Votre nom, la partie par défaut, l&apos;aspect de la table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="341"/>
        <source>&amp;Report a problem…</source>
        <translation>&amp;Signaler un problème…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="342"/>
        <source>Save a bug report: the game so far and the log</source>
        <translation>Enregistrer un rapport d&apos;anomalie : la partie jusqu&apos;ici et le journal</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="434"/>
        <source>The new language is used from the next time Bezique starts.</source>
        <translation>La nouvelle langue s&apos;appliquera au prochain démarrage de Bésigue.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="478"/>
        <source>This is now a practice game: it is counted apart from your record.</source>
        <translation>C&apos;est désormais une partie d&apos;entraînement : elle est comptée à part de votre palmarès.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="501"/>
        <source>Deal {deal}; the score is {first} {first_points}, {second} {second_points}.</source>
        <translation>Donne {deal} ; le score est de {first_points} pour {first}, {second_points} pour {second}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="509"/>
        <source>It was saved on {date} at {time}.</source>
        <translation>Elle a été enregistrée le {date} à {time}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="510"/>
        <source>dd MMMM yyyy</source>
        <translation>d MMMM yyyy</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="513"/>
        <source>It is a practice game.</source>
        <translation>C&apos;est une partie d&apos;entraînement.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="514"/>
        <source>Resume your game?</source>
        <translation>Reprendre votre partie ?</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="515"/>
        <source>You have an unfinished game: {title}.</source>
        <translation>Vous avez une partie en cours : {title}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="519"/>
        <source>Resume it, or start a new game (the unfinished one is then given up).</source>
        <translation>Reprenez-la, ou commencez une nouvelle partie (celle en cours est alors abandonnée).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="521"/>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="555"/>
        <location filename="../../bezique_qt/ui/session.py" line="574"/>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="556"/>
        <source>Bezique games (*{extension})</source>
        <translation>Parties de bésigue (*{extension})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="577"/>
        <source>Game saved as {path}.</source>
        <translation>Partie enregistrée sous {path}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="591"/>
        <source>Bezique games (*{extension});;All files (*)</source>
        <translation>Parties de bésigue (*{extension});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="606"/>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="611"/>
        <source>Opened {title}.</source>
        <translation>Partie ouverte : {title}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/session.py" line="613"/>
        <source>The game is over: its score sheet is under Game &gt; Score sheet.</source>
        <translation>La partie est terminée : sa feuille de marque est sous Partie &gt; Feuille de marque.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="70"/>
        <source>PDF document…</source>
        <translation>Document PDF…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="70"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="71"/>
        <source>CSV for a spreadsheet…</source>
        <translation>CSV pour un tableur…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="71"/>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="73"/>
        <source>Web page (HTML)…</source>
        <translation>Page web (HTML)…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="73"/>
        <source>Web pages (*.html *.htm)</source>
        <translation>Pages web (*.html *.htm)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="75"/>
        <source>PNG image…</source>
        <translation>Image PNG…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="75"/>
        <source>PNG images (*.png)</source>
        <translation>Images PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="92"/>
        <source>Print score sheet</source>
        <translation>Imprimer la feuille de marque</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="153"/>
        <source>Print preview…</source>
        <translation>Aperçu avant impression…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="156"/>
        <source>Export</source>
        <translation>Exporter</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="195"/>
        <source>No game yet.</source>
        <translation>Pas encore de partie.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="201"/>
        <source>In progress: {first} {first_points}, {second} {second_points}.</source>
        <translation>En cours : {first} {first_points}, {second} {second_points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="235"/>
        <source>Export the score sheet as {format}</source>
        <translation>Exporter la feuille de marque : {format}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="256"/>
        <source>Export failed</source>
        <translation>Échec de l&apos;exportation</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="257"/>
        <source>The score sheet could not be written to {path}: {reason}.</source>
        <translation>La feuille de marque n&apos;a pas pu être écrite dans {path} : {reason}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="262"/>
        <source>Score sheet exported</source>
        <translation>Feuille de marque exportée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="263"/>
        <source>The score sheet was saved as {path}.</source>
        <translation>La feuille de marque a été enregistrée sous {path}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/sheet_view.py" line="275"/>
        <source>Score sheet — {title}</source>
        <translation>Feuille de marque — {title}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="34"/>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="34"/>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="34"/>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="34"/>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="34"/>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="35"/>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="35"/>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="35"/>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="41"/>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="41"/>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="41"/>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="41"/>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="46"/>
        <location filename="../../bezique_qt/ui/spoken.py" line="61"/>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="91"/>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="96"/>
        <source>Your</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="97"/>
        <source>{name}&apos;s</source>
        <translation>{name}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="104"/>
        <source>{whose} hand is empty.</source>
        <translation>{whose} : main vide.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="105"/>
        <source>{whose} hand, {count} cards: {cards}.</source>
        <translation>{whose}, main de {count} cartes : {cards}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="110"/>
        <source>{name} holds {count} cards.</source>
        <translation>{name} tient {count} cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="116"/>
        <source>Trick: no card played yet.</source>
        <translation>Levée : aucune carte jouée pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="118"/>
        <source>Trick: {who} led the {card}</source>
        <translation>Levée : entame {card} ({who})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="121"/>
        <source>, {who} played the {card}</source>
        <translation>, puis {card} ({who})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="129"/>
        <source>{who} led the {card}</source>
        <translation>entame {card} ({who})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="132"/>
        <source>{who} played the {card}</source>
        <translation>{card} ({who})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="135"/>
        <source>Last trick: {play}; {who} won it.</source>
        <translation>Dernière levée : {play} ; remportée par {who}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="142"/>
        <source>Stock: {count} cards</source>
        <translation>Talon : {count} cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="144"/>
        <source>The stock is empty: the last tricks</source>
        <translation>Le talon est épuisé : les dernières levées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="146"/>
        <source>turn-up {card}</source>
        <translation>carte retournée {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="148"/>
        <source>trumps not yet fixed</source>
        <translation>atout pas encore fixé</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="150"/>
        <source>trumps {suit}</source>
        <translation>atout {suit}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="158"/>
        <source>Score this deal: {a} {a_points}, {b} {b_points}.</source>
        <translation>Score de cette donne : {a} {a_points}, {b} {b_points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="162"/>
        <source>Score: {a} {a_points}, {b} {b_points}; this deal {a_deal} to {b_deal}.</source>
        <translation>Score : {a} {a_points}, {b} {b_points} ; cette donne {a_deal} à {b_deal}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="172"/>
        <source>{whose} table: no declared cards.</source>
        <translation>{whose}, table : aucune carte annoncée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="181"/>
        <source>{meld} ({cards})</source>
        <translation>{meld} ({cards})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="184"/>
        <source>, still to score</source>
        <translation>, encore à marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="188"/>
        <source>also {cards}</source>
        <translation>aussi {cards}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="189"/>
        <source>{whose} table: {melds}.</source>
        <translation>{whose}, table : {melds}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="233"/>
        <location filename="../../bezique_qt/ui/spoken.py" line="274"/>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="275"/>
        <source>Card table: {prompt}</source>
        <translation>Table de jeu : {prompt}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="284"/>
        <source>{choice}, {points} points</source>
        <translation>{choice}, {points} points</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="286"/>
        <source>Choice {n} of {count}: {choice}</source>
        <translation>Choix {n} sur {count} : {choice}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="293"/>
        <source>on your table</source>
        <translation>sur votre table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="294"/>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="295"/>
        <source>{card}, {where}, {n} of {count}</source>
        <translation>{card}, {where}, {n} sur {count}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="300"/>
        <source>, playable</source>
        <translation>, jouable</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/spoken.py" line="300"/>
        <source>, cannot be played now</source>
        <translation>, injouable pour l&apos;instant</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="46"/>
        <source>All variants</source>
        <translation>Toutes les variantes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="53"/>
        <source>All levels</source>
        <translation>Tous les niveaux</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="147"/>
        <source>By variant and opponent</source>
        <translation>Par variante et par adversaire</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="159"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="159"/>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="159"/>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="160"/>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="160"/>
        <source>Won %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="160"/>
        <source>Deals won</source>
        <translation>Donnes gagnées</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="160"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="161"/>
        <source>Opponent&apos;s average</source>
        <translation>Moyenne adverse</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="161"/>
        <source>Streak</source>
        <translation>Série</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="161"/>
        <source>Longest</source>
        <translation>Record</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="167"/>
        <source>Your biggest declarations</source>
        <translation>Vos plus grosses annonces</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="170"/>
        <source>Declaration</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="170"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="188"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="185"/>
        <source>Your best deals</source>
        <translation>Vos meilleures donnes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="188"/>
        <source>Your points</source>
        <translation>Vos points</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="188"/>
        <source>Opponent&apos;s</source>
        <translation>Points adverses</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="206"/>
        <source>Variant shown in the graph</source>
        <translation>Variante montrée dans le graphique</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="233"/>
        <source>No practice games yet. A game in which you take back a move or ask for a hint is a practice game: it is counted here, apart from your record.</source>
        <translation>Aucune partie d&apos;entraînement pour l&apos;instant. Une partie où vous annulez un coup ou demandez un indice est une partie d&apos;entraînement : elle est comptée ici, à part de votre palmarès.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="236"/>
        <source>No games finished yet. Every game you finish is counted here.</source>
        <translation>Aucune partie terminée pour l&apos;instant. Chaque partie que vous terminez est comptée ici.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="240"/>
        <source>1 practice game</source>
        <translation>1 partie d&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="240"/>
        <source>{count} practice games</source>
        <translation>{count} parties d&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="242"/>
        <source>1 game</source>
        <translation>1 partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="242"/>
        <source>{count} games</source>
        <translation>{count} parties</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="243"/>
        <source>{games}: {won} won, {lost} lost, {drawn} drawn ({percent} won). Deals: {deals} played, {deals_won} won.</source>
        <translation>{games} : {won} gagnées, {lost} perdues, {drawn} nulles ({percent} gagnées). Donnes : {deals} jouées, {deals_won} gagnées.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="249"/>
        <source>Winning streak: {current} now, the longest {longest}.</source>
        <translation>Série de victoires : {current} en cours, la plus longue {longest}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="263"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="268"/>
        <source>Your games</source>
        <translation>Vos parties</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="269"/>
        <source>Practice games</source>
        <translation>Parties d&apos;entraînement</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="272"/>
        <source>Reset statistics…</source>
        <translation>Remettre à zéro les statistiques…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="310"/>
        <source>Your statistics cannot be saved on this computer just now: games are counted until you quit.</source>
        <translation>Vos statistiques ne peuvent pas être enregistrées sur cet ordinateur pour le moment : les parties sont comptées jusqu&apos;à ce que vous quittiez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="316"/>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="334"/>
        <source>Reset statistics</source>
        <translation>Remettre à zéro les statistiques</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="317"/>
        <source>Forget every finished game, practice games included? Your record, streaks and the list of finished games start again from nothing. This cannot be undone.</source>
        <translation>Oublier toutes les parties terminées, parties d&apos;entraînement comprises ? Votre palmarès, vos séries et la liste des parties terminées repartent de zéro. Cette action est irréversible.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/statistics_window.py" line="322"/>
        <source>Reset</source>
        <translation>Remettre à zéro</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="117"/>
        <source>The trick is over: click the table to go on.</source>
        <translation>La levée est terminée : cliquez sur la table pour continuer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="128"/>
        <source>By suit, then rank</source>
        <translation>Par couleur, puis par valeur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="129"/>
        <source>Trumps first, then by suit</source>
        <translation>L&apos;atout d&apos;abord, puis par couleur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="130"/>
        <source>By rank</source>
        <translation>Par valeur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="131"/>
        <source>Unsorted: as dealt, drawn cards at the right</source>
        <translation>Sans tri : dans l&apos;ordre de la donne, les cartes tirées à droite</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="321"/>
        <source>The stock: cards still to be drawn</source>
        <translation>Le talon : les cartes qui restent à tirer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="570"/>
        <source>How many cards did you lift? A right guess scores 150; you score 250 for lifting exactly {count}.</source>
        <translation>Combien de cartes avez-vous prélevées ? Un pari juste rapporte 150 ; vous marquez 250 en prélevant exactement {count} cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="572"/>
        <source>How many cards did {name} lift? A right guess scores 150; {name} scores 250 for lifting exactly {count}.</source>
        <translation>Combien de cartes a prélevées {name} ? Un pari juste rapporte 150 ; {name} marque 250 en prélevant exactement {count} cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="577"/>
        <source>Guess the size of the dealer&apos;s packet.</source>
        <translation>Pariez sur la taille du paquet du donneur.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="597"/>
        <source>Cut for the deal: {me} cut the {mine}, {opponent} the {theirs}.</source>
        <translation>Coupe pour la donne : {me} {mine}, {opponent} {theirs}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="600"/>
        <source>You deal first.</source>
        <translation>Vous donnez en premier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="600"/>
        <source>{name} deals first.</source>
        <translation>{name} donne en premier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="601"/>
        <location filename="../../bezique_qt/ui/table.py" line="602"/>
        <source>{name}:</source>
        <translation>{name} :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="605"/>
        <source>The higher card deals: you deal first.</source>
        <translation>La plus forte carte donne : vous donnez en premier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="606"/>
        <source>The higher card deals: {name} deals first.</source>
        <translation>La plus forte carte donne : {name} donne en premier.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="811"/>
        <source>{name} plays the {card}.</source>
        <translation>{name} joue {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="825"/>
        <source>You win the trick ({cards}).</source>
        <translation>Vous remportez la levée ({cards}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="826"/>
        <source>{name} wins the trick ({cards}).</source>
        <translation>{name} remporte la levée ({cards}).</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="859"/>
        <source>You declare {meld}.</source>
        <translation>Vous annoncez {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="860"/>
        <source>{name} declares {meld}.</source>
        <translation>{name} annonce {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="873"/>
        <location filename="../../bezique_qt/ui/table.py" line="877"/>
        <source>You score {points} for {meld}.</source>
        <translation>Vous marquez {points} pour {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="874"/>
        <source>{name} scores {points} for {meld}.</source>
        <translation>{name} marque {points} pour {meld}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="922"/>
        <source>You take the turn-up {card}.</source>
        <translation>Vous prenez la carte retournée {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="923"/>
        <source>{name} takes the turn-up {card}.</source>
        <translation>{name} prend la carte retournée {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="946"/>
        <source>You exchange the {card} for the turn-up.</source>
        <translation>Vous échangez le {card} contre la carte retournée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="947"/>
        <source>{name} exchanges the {card} for the turn-up.</source>
        <translation>{name} échange le {card} contre la carte retournée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="955"/>
        <source>You show the {card}.</source>
        <translation>Vous montrez le {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="957"/>
        <source>{name} shows the {card}.</source>
        <translation>{name} montre le {card}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="964"/>
        <source>You show carte blanche: {cards}.</source>
        <translation>Vous montrez carte blanche : {cards}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="966"/>
        <source>{name} shows carte blanche: {cards}.</source>
        <translation>{name} montre carte blanche : {cards}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="988"/>
        <location filename="../../bezique_qt/ui/table.py" line="995"/>
        <source>You score {points}: {what}.</source>
        <translation>Vous marquez {points} : {what}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="990"/>
        <location filename="../../bezique_qt/ui/table.py" line="996"/>
        <source>{name} scores {points}: {what}.</source>
        <translation>{name} marque {points} : {what}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1017"/>
        <source>The stock is empty: the last tricks. Follow suit and win the trick if you can.</source>
        <translation>Le talon est épuisé : les dernières levées. Fournissez à la couleur et prenez la levée si vous le pouvez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1028"/>
        <source>You lifted {count} cards.</source>
        <translation>Vous avez prélevé {count} cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1030"/>
        <source>{name} lifted {count} cards; you guessed {guess}.</source>
        <translation>{name} a prélevé {count} cartes ; vous aviez parié sur {guess}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1032"/>
        <source>{name} lifted {count} cards.</source>
        <translation>{name} a prélevé {count} cartes.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1121"/>
        <source>You have won {count} tricks. Click to see the last trick.</source>
        <translation>Vous avez remporté {count} levées. Cliquez pour voir la dernière levée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1123"/>
        <source>{name} has won {count} tricks. Click to see the last trick.</source>
        <translation>{name} a remporté {count} levées. Cliquez pour voir la dernière levée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1237"/>
        <source>… and {points} to score</source>
        <translation>… et {points} à marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1254"/>
        <source>To score:</source>
        <translation>À marquer :</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1258"/>
        <source>and {count} more</source>
        <translation>et {count} de plus</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1271"/>
        <source>{variant} · deal {deal}</source>
        <translation>{variant} · donne {deal}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1275"/>
        <source>Trumps not yet fixed</source>
        <translation>Atout pas encore fixé</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1279"/>
        <source>Trumps: spades</source>
        <translation>Atout : pique</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1279"/>
        <source>Trumps: hearts</source>
        <translation>Atout : cœur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1280"/>
        <source>Trumps: diamonds</source>
        <translation>Atout : carreau</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1280"/>
        <source>Trumps: clubs</source>
        <translation>Atout : trèfle</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1291"/>
        <location filename="../../bezique_qt/ui/window.py" line="234"/>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1292"/>
        <source>This deal</source>
        <translation>Cette donne</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1298"/>
        <source>One deal is the game; under {threshold} is a rubicon.</source>
        <translation>Une seule donne fait la partie ; moins de {threshold}, c&apos;est le rubicon.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1301"/>
        <source>Game to {target}.</source>
        <translation>Partie en {target}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1309"/>
        <source>{name} · dealer</source>
        <translation>{name} · donneur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1509"/>
        <source>Sort the &amp;hand</source>
        <translation>&amp;Trier la main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/table.py" line="1521"/>
        <source>Drag a card within your hand to move it</source>
        <translation>Faites glisser une carte dans votre main pour la déplacer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="71"/>
        <source>Abandon the game in progress? It will not count in your statistics.</source>
        <translation>Abandonner la partie en cours ? Elle ne comptera pas dans vos statistiques.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="82"/>
        <source>the {card} of your {melds}</source>
        <translation>{card} de votre {melds}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="83"/>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="85"/>
        <source>the {card} on the table</source>
        <translation>{card} sur la table</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="86"/>
        <source>the {card} from your hand</source>
        <translation>{card} de votre main</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="91"/>
        <source> (makes {suit} trumps)</source>
        <translation> (l&apos;atout devient {suit})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="112"/>
        <source> (with {cards})</source>
        <translation> (avec {cards})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="170"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="171"/>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="172"/>
        <source>Next &amp;deal</source>
        <translation>Donne &amp;suivante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="173"/>
        <source>Deal the next hand</source>
        <translation>Distribuer la donne suivante</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="174"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="175"/>
        <source>Take back your last action (before the computer answers it)</source>
        <translation>Reprendre votre dernier coup (avant que l&apos;ordinateur y réponde)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="177"/>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="178"/>
        <source>What would the computer do in your place?</source>
        <translation>Que ferait l&apos;ordinateur à votre place ?</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="179"/>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="180"/>
        <source>Show the last trick</source>
        <translation>Montrer la dernière levée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="181"/>
        <source>&amp;Review the tricks…</source>
        <translation>&amp;Revoir les levées…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="182"/>
        <source>Every trick of this deal: who led, who won</source>
        <translation>Toutes les levées de cette donne : qui a entamé, qui l&apos;a remportée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="183"/>
        <source>&amp;Declarations</source>
        <translation>Annon&amp;ces</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="184"/>
        <source>Go to the declaration choices (keyboard)</source>
        <translation>Aller aux choix d&apos;annonces (clavier)</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="185"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="186"/>
        <source>&amp;About Bezique</source>
        <translation>À &amp;propos de Bésigue</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="187"/>
        <source>&amp;Rules of this game…</source>
        <translation>&amp;Règles de cette partie…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="189"/>
        <source>The rules of the game being played, with its house rules</source>
        <translation>Les règles de la partie en cours, avec ses règles maison</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="192"/>
        <source>&amp;Four-colour deck</source>
        <translation>Jeu à &amp;quatre couleurs</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="193"/>
        <source>Clubs in green and diamonds in blue</source>
        <translation>Les trèfles en vert et les carreaux en bleu</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="195"/>
        <source>Lar&amp;ge print</source>
        <translation>&amp;Grands caractères</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="196"/>
        <source>Bigger card indices, scores and texts</source>
        <translation>Index des cartes, scores et textes plus grands</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="199"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="207"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="208"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;Vitesse des animations</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="217"/>
        <source>Card &amp;backs</source>
        <translation>&amp;Dos des cartes</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="230"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="256"/>
        <source>Those are the computer&apos;s cards: play one of yours.</source>
        <translation>Ce sont les cartes de l&apos;ordinateur : jouez l&apos;une des vôtres.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="274"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="274"/>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="274"/>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="283"/>
        <source>Bezique — {variant}</source>
        <translation>Bésigue — {variant}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="298"/>
        <source>Bezique — {variant} — computer: {level}</source>
        <translation>Bésigue — {variant} — ordinateur : {level}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="324"/>
        <source>Abandon the game?</source>
        <translation>Abandonner la partie ?</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="352"/>
        <source>Your last action was taken back.</source>
        <translation>Votre dernier coup a été annulé.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="354"/>
        <source>Only your own last action can be taken back, before the computer answers and before a card is drawn.</source>
        <translation>Seul votre dernier coup peut être annulé, avant que l&apos;ordinateur y réponde et avant qu&apos;une carte soit tirée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="359"/>
        <source>A hint is given when it is your turn.</source>
        <translation>Un indice est donné quand c&apos;est votre tour.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="362"/>
        <source>Thinking about a hint…</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="377"/>
        <source>There is nothing to declare now.</source>
        <translation>Il n&apos;y a rien à annoncer pour l&apos;instant.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="521"/>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="526"/>
        <source>The deal is over.</source>
        <translation>La donne est terminée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="538"/>
        <source>Your turn to play.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="539"/>
        <source>{name} to play.</source>
        <translation>À {name} de jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="548"/>
        <source>You won the trick: declare, or Done to draw.</source>
        <translation>Vous avez remporté la levée : annoncez, ou Terminé pour tirer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="549"/>
        <source>Your declaration</source>
        <translation>Votre annonce</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="554"/>
        <source>Your turn: follow suit, win if you can.</source>
        <translation>À vous : fournissez à la couleur, prenez la levée si vous le pouvez.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="556"/>
        <source>Your turn: play a card to the trick.</source>
        <translation>À vous : jouez une carte sur la levée.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="558"/>
        <source>Your lead: click a card to play it.</source>
        <translation>À vous d&apos;entamer : cliquez sur une carte pour la jouer.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="560"/>
        <source>Before you play</source>
        <translation>Avant de jouer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="568"/>
        <source>You are thinking…</source>
        <translation>Vous réfléchissez…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="568"/>
        <source>{name} is thinking…</source>
        <translation>{name} réfléchit…</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="582"/>
        <source>Score {meld}</source>
        <translation>Marquer {meld}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="596"/>
        <source>Declare {meld}</source>
        <translation>Annoncer {meld}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="597"/>
        <source>Score later</source>
        <translation>Plus tard</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="599"/>
        <source>Declare {meld}, {points} to score</source>
        <translation>Annoncer {meld}, {points} à marquer</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="604"/>
        <source>Exchange the {card} for the turn-up</source>
        <translation>Échanger le {card} contre la carte retournée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="607"/>
        <source>Show the {card}</source>
        <translation>Montrer le {card}</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="610"/>
        <source>Show carte blanche</source>
        <translation>Montrer carte blanche</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="611"/>
        <source>Show carte blanche ({card})</source>
        <translation>Montrer carte blanche ({card})</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="614"/>
        <source>Done: draw a card</source>
        <translation>Terminé : tirer une carte</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="636"/>
        <source>Hint: {action} — {reason}.</source>
        <translation>Indice : {action} — {reason}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="748"/>
        <source>The game is drawn.</source>
        <translation>La partie est nulle.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="750"/>
        <source>You win the game, {points} to {other}!</source>
        <translation>Vous gagnez la partie, {points} à {other} !</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="753"/>
        <source>You win the game, {points} to {other}.</source>
        <translation>Vous gagnez la partie, {points} à {other}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="754"/>
        <source>{name} wins the game, {points} to {other}.</source>
        <translation>{name} gagne la partie, {points} à {other}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="757"/>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="760"/>
        <source>Deal {deal}: {first} {first_points}, {second} {second_points}.</source>
        <translation>Donne {deal} : {first} {first_points}, {second} {second_points}.</translation>
    </message>
    <message>
        <location filename="../../bezique_qt/ui/window.py" line="763"/>
        <source>Deal {deal} is over</source>
        <translation>Fin de la donne {deal}</translation>
    </message>
</context>
</TS>
