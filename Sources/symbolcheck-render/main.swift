import SymbolCheckCLI
import SymbolCheckRenderCLI

SymbolCheckTool.main(rendering: RenderingCommands.support)
