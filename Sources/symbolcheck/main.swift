import SymbolCheckCLI

SymbolCheckTool.main()
