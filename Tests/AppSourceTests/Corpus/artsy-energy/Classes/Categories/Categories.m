

@implementation Categories

@end
