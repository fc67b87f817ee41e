# Builds the stand-alone bezique-qt for Windows with PyInstaller.
#
#   powershell -ExecutionPolicy Bypass -File packaging\build.ps1 [-Python py] [-Clean]
#
# Creates (or reuses) a build venv with the program and the pinned tools of
# packaging\requirements-build.txt, regenerates the icons in resources\icons, runs PyInstaller
# with packaging\bezique-qt.spec and prints where the bundle is and its size:
#   dist\bezique-qt\bezique-qt.exe  (windowed, with icon and version information)
#
# -Python: the interpreter (3.11 or newer) that creates the venv; default "py -3" when the
# Python launcher is installed, otherwise "python". Environment: BQ_BUILD_VENV (default
# build\venv).
#
# Written from PyInstaller's documentation; not yet run on Windows.
param(
    [string]$Python = "",
    [switch]$Clean
)
$ErrorActionPreference = "Stop"

function Invoke-Checked {
    param([string]$Exe, [string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $($Arguments -join ' ') failed (exit code $LASTEXITCODE)" }
}

$Root = Split-Path -Parent $PSScriptRoot
Set-Location $Root
$Venv = if ($env:BQ_BUILD_VENV) { $env:BQ_BUILD_VENV } else { Join-Path "build" "venv" }
$VenvPython = Join-Path $Venv "Scripts\python.exe"

if (-not (Test-Path $VenvPython)) {
    if ($Python) {
        $Creator = @($Python)
    } elseif (Get-Command py -ErrorAction SilentlyContinue) {
        $Creator = @("py", "-3")
    } else {
        $Creator = @("python")
    }
    $CreatorArgs = @($Creator | Select-Object -Skip 1)
    & $Creator[0] @CreatorArgs -c "import sys; sys.exit(sys.version_info < (3, 11))"
    if ($LASTEXITCODE -ne 0) { throw "Python 3.11 or newer is needed; pass one with -Python" }
    Write-Host "build.ps1: creating the build venv $Venv"
    Invoke-Checked $Creator[0] ($CreatorArgs + @("-m", "venv", $Venv))
}

# Install again only when the project's dependencies or the pinned tools change.
$Stamp = Join-Path $Venv ".bezique-qt-build"
$Digest = (Get-FileHash -Algorithm SHA256 "pyproject.toml").Hash + "-" +
    (Get-FileHash -Algorithm SHA256 "packaging\requirements-build.txt").Hash
$Installed = if (Test-Path $Stamp) { (Get-Content $Stamp -Raw).Trim() } else { "" }
if ($Installed -ne $Digest) {
    Write-Host "build.ps1: installing PyInstaller and bezique_qt into $Venv"
    Invoke-Checked $VenvPython @("-m", "pip", "install", "--quiet", "--disable-pip-version-check",
        "--upgrade", "pip")
    Invoke-Checked $VenvPython @("-m", "pip", "install", "--quiet", "--disable-pip-version-check",
        "-r", "packaging\requirements-build.txt", $Root)
    Set-Content -Path $Stamp -Value $Digest
}

Write-Host "build.ps1: drawing the icons"
Invoke-Checked $VenvPython @("packaging\make_icons.py") | Out-Null

Write-Host "build.ps1: running PyInstaller"
$PyInstallerArgs = @("-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
    "--distpath", "dist", "--workpath", "build\pyinstaller")
if ($Clean) { $PyInstallerArgs += "--clean" }
$Timer = [Diagnostics.Stopwatch]::StartNew()
Invoke-Checked $VenvPython ($PyInstallerArgs + @("packaging\bezique-qt.spec"))
$Timer.Stop()

$Bundle = Join-Path $Root "dist\bezique-qt"
$Exe = Join-Path $Bundle "bezique-qt.exe"
if (-not (Test-Path $Exe)) { throw "PyInstaller made no $Exe" }
$Bytes = (Get-ChildItem $Bundle -Recurse -File | Measure-Object -Property Length -Sum).Sum
Write-Host ("bundle: {0}" -f $Bundle)
Write-Host ("size:   {0:N0} MB (built in {1:N0} s)" -f ($Bytes / 1MB), $Timer.Elapsed.TotalSeconds)
Write-Host ("run:    {0}" -f $Exe)
