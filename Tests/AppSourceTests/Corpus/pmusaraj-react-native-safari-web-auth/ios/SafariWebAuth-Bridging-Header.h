#import <React/RCTBridgeModule.h>
#import <React/RCTViewManager.h>
