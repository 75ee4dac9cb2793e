//
//  UpdatesViewController.h
//  iNaturalist
//
//  Created by Alex Shepard on 10/21/16.
//  Copyright © 2016 iNaturalist. All rights reserved.
//

#import <UIKit/UIKit.h>

@interface UpdatesViewController : UITableViewController
- (void)loadUpdates;
@end
